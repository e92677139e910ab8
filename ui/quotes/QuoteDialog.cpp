#include "QuoteDialog.h"

#include "ScreenFit.h"

#include "planner/RuleChecks.h"
#include "quotes/QuoteCsv.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpuplan {

QuoteDialog::QuoteDialog(const QuoteService& quotes, QWidget* parent)
    : QDialog(parent), m_service(quotes), m_summary(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("quoteDialog"));
    setWindowTitle(tr("Add a quote"));
    auto* offer = new QFormLayout;
    auto* terms = new QFormLayout;
    auto line = [&](const char* key, const QString& label, const QString& placeholder = QString()) {
        return addLine(offer, key, label, placeholder);
    };
    auto combo = [&](const char* key, const QString& label, const QList<QPair<QString, QString>>& items) {
        return addCombo(offer, key, label, items);
    };
    line("provider", tr("Provider"));
    line("region", tr("Region"));
    line("quote_number", tr("Quote number"));
    line("quote_date", tr("Quote date"), QStringLiteral("2026-11-30"))
        ->setText(m_service.data().today().toString(Qt::ISODate));
    line("valid_until", tr("Valid until"), tr("empty: not stated"));
    QList<QPair<QString, QString>> gpus;
    for (const GpuModel& g : m_service.catalog().gpus())
        gpus << qMakePair(g.vendor + QLatin1Char(' ') + g.displayName(), g.id);
    combo("gpu", tr("GPU"), gpus);
    line("gpus_per_server", tr("GPUs per server"))->setText(QStringLiteral("8"));
    line("servers", tr("Servers"))->setText(QStringLiteral("1"));
    line("price", tr("Price"), QStringLiteral("68000"));
    combo("currency", tr("Currency"),
          {{QStringLiteral("CNY"), QStringLiteral("CNY")},
           {QStringLiteral("USD"), QStringLiteral("USD")},
           {QStringLiteral("EUR"), QStringLiteral("EUR")}});
    QList<QPair<QString, QString>> units;
    for (int u = 0; u < kPriceUnitCount; ++u)
        units << qMakePair(priceUnitLabel(PriceUnit(u)), priceUnitName(PriceUnit(u)));
    combo("price_unit", tr("Price unit"), units);
    combo("vat_included", tr("VAT included"),
          {{tr("no"), QStringLiteral("no")}, {tr("yes"), QStringLiteral("yes")}});
    line("vat_percent", tr("VAT rate (%)"), QStringLiteral("6, 9, 13 or 3"));
    combo("invoice_type", tr("Invoice type"),
          {{invoiceTypeLabel(QString()), QString()},
           {invoiceTypeLabel(QStringLiteral("special")), QStringLiteral("special")},
           {invoiceTypeLabel(QStringLiteral("ordinary")), QStringLiteral("ordinary")}});
    line("notes", tr("Notes"));

    addTermFields(terms);
    auto* servers = new QFormLayout;
    addServerFields(servers);

    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("quoteDialogTabs"));
    auto page = [&](QFormLayout* f, const QString& title) {
        // Each tab scrolls when the screen is short (a projector at 150 %: 720 device-independent lines).
        auto* w = new QWidget;
        w->setLayout(f);
        auto* scroll = new QScrollArea(tabs);
        scroll->setWidget(w);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        tabs->addTab(scroll, title);
    };
    page(offer, tr("Offer"));
    page(servers, tr("Servers and service"));
    page(terms, tr("Billing and delivery"));
    m_summary->setObjectName(QStringLiteral("quoteDialogSummary"));
    m_summary->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
    fitToScreen(this, QSize(620, 760));
}

QWidget* QuoteDialog::field(QWidget* editor, const char* key)
{
    editor->setObjectName(QStringLiteral("field_%1").arg(QLatin1String(key)));
    m_fields.insert(QString::fromLatin1(key), editor);
    auto* problem = new QLabel(this);
    problem->setStyleSheet(QStringLiteral("color: #b01c1c"));
    problem->setWordWrap(true);
    m_problems.insert(QString::fromLatin1(key), problem);
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(editor);
    layout->addWidget(problem);
    return box;
}

QLineEdit* QuoteDialog::addLine(QFormLayout* form, const char* key, const QString& label,
                                const QString& placeholder)
{
    auto* e = new QLineEdit(this);
    e->setPlaceholderText(placeholder);
    connect(e, &QLineEdit::textChanged, this, &QuoteDialog::validate);
    form->addRow(label, field(e, key));
    return e;
}

QComboBox* QuoteDialog::addCombo(QFormLayout* form, const char* key, const QString& label,
                                 const QList<QPair<QString, QString>>& items)
{
    auto* c = new QComboBox(this);
    for (const auto& i : items)
        c->addItem(i.first, i.second);
    connect(c, &QComboBox::currentIndexChanged, this, &QuoteDialog::validate);
    form->addRow(label, field(c, key));
    return c;
}

void QuoteDialog::addServerFields(QFormLayout* form)
{
    // What a vendor's offer states besides the GPUs, as an import reads it (ux-4: the same offer typed in
    // showed "1 warning", imported "1 failed", for want of these fields): the servers, the links, the
    // service levels, the one-off fees and whom to ask.
    addLine(form, "cpu_cores", tr("CPU cores per server"), tr("empty: not stated"));
    addLine(form, "ram_gb", tr("RAM per server (GB)"), tr("empty: not stated"));
    addCombo(form, "storage_kind", tr("Storage"),
             {{tr("not stated"), QString()},
              {storageKindLabel(QStringLiteral("nvme")), QStringLiteral("nvme")},
              {storageKindLabel(QStringLiteral("ssd")), QStringLiteral("ssd")},
              {storageKindLabel(QStringLiteral("hdd")), QStringLiteral("hdd")}});
    addLine(form, "storage_tb", tr("Storage per server (TB)"), tr("empty: not stated"));
    addCombo(form, "network_kind", tr("Network between servers"),
             {{tr("not stated"), QString()},
              {networkKindLabel(QStringLiteral("ib")), QStringLiteral("ib")},
              {networkKindLabel(QStringLiteral("roce")), QStringLiteral("roce")},
              {networkKindLabel(QStringLiteral("ethernet")), QStringLiteral("ethernet")}});
    addLine(form, "network_gbps", tr("Network per server (Gb/s)"), tr("e.g. 3200 for 8 × 400G"));
    addCombo(form, "interconnect", tr("GPU interconnect in the server"),
             {{tr("as the GPU model"), QString()},
              {tr("SXM module (NVLink)"), QStringLiteral("sxm")},
              {tr("HCCS (Ascend)"), QStringLiteral("hccs")},
              {tr("PCIe cards"), QStringLiteral("pcie")}});
    addLine(form, "sla_response_hours", tr("Support response (h)"), tr("empty: not stated"));
    addLine(form, "sla_replacement_hours", tr("Hardware replacement (h)"), tr("empty: not stated"));
    addLine(form, "setup_fee", tr("Setup fee"), tr("empty: none"));
    addLine(form, "deposit", tr("Deposit (refundable)"), tr("empty: none"));
    addLine(form, "contact", tr("Contact"));
}

void QuoteDialog::addTermFields(QFormLayout* form)
{
    // China's billing terms: how time is billed, savings plans, spot, stopped servers, delivery.
    QList<QPair<QString, QString>> billing{{tr("as the price unit"), QString()}};
    for (int b = 0; b < kBillingCount; ++b)
        billing << qMakePair(billingLabel(Billing(b)), billingName(Billing(b)));
    addCombo(form, "billing", tr("Billing deducted"), billing);
    addLine(form, "minimum_term", tr("Minimum term (periods)"));
    addLine(form, "delivery_date", tr("Delivery date"), tr("empty: not stated"));
    addCombo(
        form, "commitment_years", tr("Savings plan"),
        {{tr("none"), QString()}, {tr("1 year"), QStringLiteral("1")}, {tr("3 years"), QStringLiteral("3")}});
    addLine(form, "commitment_per_hour", tr("Commitment per hour"),
            tr("empty: the price of the servers offered"));
    addCombo(form, "spot", tr("Spot instance"),
             {{tr("no"), QStringLiteral("no")}, {tr("yes"), QStringLiteral("yes")}});
    addLine(form, "spot_protection_hours", tr("Spot protection period (h)"), QStringLiteral("1"));
    addLine(form, "spot_notice_minutes", tr("Spot release notice (min)"), QStringLiteral("5"));
    const QList<QPair<QString, QString>> tri{
        {tr("not stated"), QString()}, {tr("yes"), QStringLiteral("yes")}, {tr("no"), QStringLiteral("no")}};
    addCombo(form, "billed_when_stopped", tr("Billed while stopped"), tri);
    addCombo(form, "keeps_gpu_when_stopped", tr("GPUs kept while stopped"), tri);
}

void QuoteDialog::setField(const QString& key, const QString& value)
{
    if (auto* e = qobject_cast<QLineEdit*>(m_fields.value(key)))
        e->setText(value);
    else if (auto* c = qobject_cast<QComboBox*>(m_fields.value(key)))
        c->setCurrentIndex(std::max(0, c->findData(value)));
}

void QuoteDialog::setQuote(const Quote& quote)
{
    m_base = QuoteCsv::fields(quote);
    for (auto it = m_base.cbegin(); it != m_base.cend(); ++it)
        if (m_fields.contains(it.key()))
            setField(it.key(), it.value());
    setWindowTitle(tr("Edit quote %1 from %2").arg(quote.id).arg(quote.provider));
    validate();
}

QString QuoteDialog::problem(const QString& key) const
{
    const QLabel* l = m_problems.value(key);
    return l ? l->text() : QString();
}

void QuoteDialog::validate()
{
    // The quote's stored columns (editing) with the form's fields on top, read as an import reads a row:
    // the same rules and messages as a file, every issue placed at its field.
    QHash<QString, QString> row = m_base;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        if (auto* e = qobject_cast<QLineEdit*>(it.value()))
            row.insert(it.key(), e->text());
        else if (auto* c = qobject_cast<QComboBox*>(it.value()))
            row.insert(it.key(), c->currentData().toString());
    }
    for (QLabel* l : std::as_const(m_problems))
        l->clear();
    m_quote.reset();
    auto parsed = m_service.readFields(row);
    QStringList general;
    if (!parsed) {
        general << parsed.error().message;
    } else {
        for (const ImportIssue& i : parsed->issues) {
            if (QLabel* l = m_problems.value(i.column))
                l->setText(l->text().isEmpty() ? i.reason : l->text() + QStringLiteral("; ") + i.reason);
            else
                general << i.reason;
        }
        if (parsed->issueCount == 0 && parsed->quotes.size() == 1)
            m_quote = parsed->quotes.first();
    }
    m_summary->setText(m_quote
                           ? tr("%1 per GPU-hour without VAT.").arg(m_quote->normalised->toDisplayString())
                           : general.join(QLatin1Char('\n')));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_quote.has_value());
}

} // namespace gpuplan
