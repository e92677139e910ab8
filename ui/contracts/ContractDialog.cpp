#include "ContractDialog.h"

#include "quotes/Quote.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplan {

ContractDialog::ContractDialog(const QList<Quote>& quotes, const QDate& today, QWidget* parent)
    : QDialog(parent), m_quotes(quotes), m_today(today), m_quote(new QComboBox(this)),
      m_number(new QLineEdit(this)), m_start(new QDateEdit(this)), m_term(new QSpinBox(this)),
      m_tiers(new QLineEdit(this)), m_cap(new QLineEdit(this)), m_payment(new QLineEdit(this)),
      m_servers(new QLineEdit(this))
{
    setObjectName(QStringLiteral("contractDialog"));
    setWindowTitle(tr("New contract from a signed quote"));
    for (const Quote& q : quotes)
        m_quote->addItem(tr("#%1 %2 · %3 × %4 %5 · %6")
                             .arg(q.id)
                             .arg(q.provider)
                             .arg(q.servers)
                             .arg(q.gpusPerServer)
                             .arg(q.gpuId, priceWithUnit(q.price.price, q.price.unit)),
                         q.id);
    m_start->setCalendarPopup(true);
    m_start->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_term->setRange(1, 120);
    m_term->setSuffix(tr(" months"));
    m_tiers->setPlaceholderText(QStringLiteral("99.9:20,99:30,95:50"));
    m_tiers->setToolTip(tr("The contract's credit tiers: availability below : credit, in percent"));
    m_servers->setPlaceholderText(tr("from the delivery reports"));
    auto* form = new QFormLayout;
    form->addRow(tr("Quote signed"), m_quote);
    form->addRow(tr("Contract number (合同编号)"), m_number);
    form->addRow(tr("First day of the term"), m_start);
    form->addRow(tr("Term"), m_term);
    form->addRow(tr("SLA credit tiers"), m_tiers);
    form->addRow(tr("Credit at most (% of the month's fee)"), m_cap);
    form->addRow(tr("Payment terms"), m_payment);
    form->addRow(tr("Servers (comma-separated)"), m_servers);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_quote, &QComboBox::currentIndexChanged, this, &ContractDialog::propose);
    propose(m_quote->currentIndex());
}

void ContractDialog::propose(int index)
{
    if (index < 0 || index >= m_quotes.size())
        return;
    const ContractService::Signing s = ContractService::proposal(m_quotes[index], m_today);
    m_number->setText(s.number);
    m_start->setDate(s.start);
    m_term->setValue(s.termMonths);
    m_tiers->setText(s.sla.tiersText());
    m_cap->setText(QString::number(s.sla.capMilli / 1000.0, 'g', 6));
}

Result<ContractService::Signing> ContractDialog::signing() const
{
    ContractService::Signing s;
    s.quoteId = m_quote->currentData().toLongLong();
    s.number = m_number->text();
    s.start = m_start->date();
    s.termMonths = m_term->value();
    if (!m_tiers->text().trimmed().isEmpty()) {
        auto sla = SlaSchedule::parse(m_tiers->text(), m_cap->text().trimmed());
        if (!sla)
            return Error(sla.error().message, tr("SLA credit tiers"), sla.error().field);
        s.sla = sla.value();
    }
    s.paymentTerms = m_payment->text();
    for (const QString& name :
         m_servers->text().split(QRegularExpression(QStringLiteral("[,，;；\\s]+")), Qt::SkipEmptyParts))
        s.servers << name;
    return s;
}

} // namespace gpuplan
