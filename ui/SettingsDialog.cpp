#include "SettingsDialog.h"

#include "ScreenFit.h"

#include "cost/ReferencePrices.h"
#include "quotes/BuyerCost.h"
#include "util/Settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
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
    layout->addWidget(buttons);
    load();
    fitToScreen(this, QSize(520, 260));
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
}

QList<QPair<QString, QString>> SettingsDialog::values() const
{
    return {{QStringLiteral("region"), m_region->currentData().toString()},
            {QStringLiteral("hours-per-month"), QString::number(m_hoursPerMonth->value())},
            {QStringLiteral("money-scale"), m_moneyScale->currentData().toString()},
            {QStringLiteral("tax-status"), m_taxStatus->currentData().toString()}};
}

void SettingsDialog::setValue(const QString& key, const QString& value)
{
    if (key == QLatin1String("hours-per-month"))
        m_hoursPerMonth->setValue(value.toInt());
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
