#include "SettingsDialog.h"

#include "ScreenFit.h"

#include "cost/ReferencePrices.h"
#include "quotes/BuyerCost.h"
#include "util/Settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplan {

SettingsDialog::SettingsDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_region(new QComboBox), m_hoursPerMonth(new QSpinBox),
      m_moneyScale(new QComboBox), m_taxStatus(new QComboBox), m_problem(new QLabel)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout;
    for (const char* region : {"China", "global"})
        m_region->addItem(regionLabel(QLatin1String(region)), QLatin1String(region));
    m_hoursPerMonth->setRange(672, 744);
    m_hoursPerMonth->setSuffix(tr(" h"));
    m_hoursPerMonth->setToolTip(tr("730 = 8,760 hours a year ÷ 12 (the default); 720 for 30-day months."));
    m_moneyScale->addItem(tr("Exact (¥3,566,146.42)"), QStringLiteral("exact"));
    m_moneyScale->addItem(tr("In 万元 (356.61 万元; thousands in English)"), QStringLiteral("wan"));
    for (TaxStatus s : {TaxStatus::General, TaxStatus::SmallScale, TaxStatus::Outside})
        m_taxStatus->addItem(taxStatusLabel(s), taxStatusName(s));
    m_taxStatus->setToolTip(
        tr("Decides what a quote really costs you: a general taxpayer deducts the VAT of a "
           "special VAT invoice; otherwise the VAT is part of the cost."));
    const QList<QPair<QWidget*, const char*>> names{{m_region, "settingsRegion"},
                                                    {m_hoursPerMonth, "settingsHoursPerMonth"},
                                                    {m_moneyScale, "settingsMoneyScale"},
                                                    {m_taxStatus, "settingsTaxStatus"}};
    for (const auto& [w, name] : names)
        w->setObjectName(QLatin1String(name));
    form->addRow(tr("Region of the reference prices"), m_region);
    form->addRow(tr("Hours in a billing month"), m_hoursPerMonth);
    form->addRow(tr("Totals in summaries"), m_moneyScale);
    form->addRow(tr("Your VAT position"), m_taxStatus);
    // Ranges are checked by Settings::set (the CLI's rules); the fields only collect the numbers.
    const struct
    {
        const char* key;
        const char* name;
        QString label;
        QString suffix;
        QString tip;
    } numbers[] = {
        {"memory-headroom", "settingsMemoryHeadroom", tr("GPU memory a recommendation leaves free"), tr(" %"),
         tr("A configuration that fills its GPUs to the brim is never recommended; it is marked tight.")},
        {"spot-interruptions", "settingsSpotInterruptions", tr("Spot servers pre-empted a month"), tr(" %"),
         tr("For the expected figure of spot capacity. AWS's Spot Instance Advisor publishes this share in "
            "bands from under 5 % to over 20 %; China's GPU clouds publish none.")},
        {"checkpoint-interval", "settingsCheckpointInterval", tr("Checkpoint every"), tr(" h"),
         tr("A pre-emption without notice loses half of this.")},
        {"spot-restart", "settingsSpotRestart", tr("Restart after a pre-emption"), tr(" min"),
         tr("A new server, the environment and the checkpoint loaded again.")}};
    for (const auto& n : numbers) {
        auto* box = new QDoubleSpinBox;
        box->setObjectName(QLatin1String(n.name));
        box->setRange(0, 1000);
        box->setDecimals(2);
        box->setSuffix(n.suffix);
        box->setToolTip(n.tip);
        form->addRow(n.label, box);
        m_numbers << qMakePair(QString::fromLatin1(n.key), box);
    }
    m_problem->setObjectName(QStringLiteral("settingsProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (Status s = apply(); !s) {
            m_problem->setText(s.error().toString());
            m_problem->show();
            return;
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(tr("The same settings as 'gpuplan settings'; the plan, the quotes and the "
                               "documents follow them."));
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addStretch(1); // extra height below the fields, not between them
    layout->addWidget(buttons);
    load();
    fitToScreen(this, QSize(560, 400));
}

void SettingsDialog::load()
{
    auto select = [](QComboBox* c, const QString& value) {
        const int i = c->findData(value);
        c->setCurrentIndex(i >= 0 ? i : 0);
    };
    select(m_region, m_settings.region());
    m_hoursPerMonth->setValue(m_settings.hoursPerMonth());
    select(m_moneyScale, m_settings.moneyScale());
    select(m_taxStatus, m_settings.taxStatus());
    for (const auto& [key, value] : m_settings.all())
        for (const auto& [k, box] : m_numbers)
            if (k == key)
                box->setValue(value.toDouble());
}

QList<QPair<QString, QString>> SettingsDialog::values() const
{
    QList<QPair<QString, QString>> out{
        {QStringLiteral("region"), m_region->currentData().toString()},
        {QStringLiteral("hours-per-month"), QString::number(m_hoursPerMonth->value())},
        {QStringLiteral("money-scale"), m_moneyScale->currentData().toString()},
        {QStringLiteral("tax-status"), m_taxStatus->currentData().toString()}};
    for (const auto& [key, box] : m_numbers)
        out << qMakePair(key, QString::number(box->value(), 'g', 6));
    return out;
}

void SettingsDialog::setValue(const QString& key, const QString& value)
{
    if (key == QLatin1String("hours-per-month"))
        m_hoursPerMonth->setValue(value.toInt());
    for (const auto& [k, box] : m_numbers)
        if (k == key)
            box->setValue(value.toDouble());
    for (const auto& [k, combo] : {std::pair{"region", m_region}, std::pair{"money-scale", m_moneyScale},
                                   std::pair{"tax-status", m_taxStatus}})
        if (key == QLatin1String(k))
            combo->setCurrentIndex(combo->findData(value));
}

Status SettingsDialog::apply()
{
    // All or nothing: when one value is refused, those written before it are put back.
    QList<QPair<QString, QString>> before;
    for (const auto& [key, value] : m_settings.all())
        for (const auto& [k, v] : values())
            if (k == key)
                before << qMakePair(key, value);
    for (const auto& [key, value] : values())
        if (Status s = m_settings.set(key, value); !s) {
            for (const auto& [k, v] : before)
                (void)m_settings.set(k, v);
            return s;
        }
    return Status();
}

} // namespace gpuplan
