#include "AmendmentDialog.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplan {

AmendmentDialog::AmendmentDialog(const Contract& contract, const QDate& today, QWidget* parent)
    : QDialog(parent), m_contract(contract), m_number(new QLineEdit(this)), m_effective(new QDateEdit(this)),
      m_price(new QLineEdit(this)), m_term(new QSpinBox(this)), m_servers(new QSpinBox(this)),
      m_payment(new QLineEdit(this)), m_tiers(new QLineEdit(this)), m_cap(new QLineEdit(this)),
      m_reason(new QLineEdit(this))
{
    setObjectName(QStringLiteral("amendmentDialog"));
    setWindowTitle(tr("Amend contract %1").arg(contract.number));
    m_number->setPlaceholderText(tr("the amendment's number, e.g. %1-BC-01").arg(contract.number));
    m_effective->setDisplayFormat(QStringLiteral("yyyy-MM"));
    m_effective->setCalendarPopup(true);
    m_effective->setDate(QDate(today.year(), today.month(), 1).addMonths(1)); // from next month
    m_effective->setToolTip(
        tr("From the first day of this month (China time): bills are matched month by month"));
    m_price->setText(contract.price.price.toInputString());
    m_price->setToolTip(tr("Per %1, as the contract prices it")
                            .arg(priceWithUnit(contract.price.price, contract.price.unit)));
    m_term->setRange(1, 120);
    m_term->setValue(contract.termMonths);
    m_term->setSuffix(tr(" months"));
    m_term->setToolTip(tr("The whole term from %1").arg(contract.start.toString(Qt::ISODate)));
    m_servers->setRange(1, 10000);
    m_servers->setValue(contract.servers);
    m_payment->setText(contract.paymentTerms);
    m_tiers->setText(contract.sla.tiersText());
    m_tiers->setToolTip(tr("The contract's credit tiers: availability below : credit, in percent"));
    m_cap->setText(QString::number(contract.sla.capMilli / 1000.0, 'g', 8));
    m_reason->setPlaceholderText(tr("e.g. price cut for an 18-month term"));
    auto* form = new QFormLayout;
    form->addRow(tr("Amendment number"), m_number);
    form->addRow(tr("Applies from"), m_effective);
    form->addRow(tr("Unit price"), m_price);
    form->addRow(tr("Term"), m_term);
    form->addRow(tr("Servers"), m_servers);
    form->addRow(tr("Payment terms"), m_payment);
    form->addRow(tr("SLA credit tiers"), m_tiers);
    form->addRow(tr("Credit at most (%)"), m_cap);
    form->addRow(tr("Reason"), m_reason);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 36); // the terms read whole
}

Result<ContractAmendment> AmendmentDialog::amendment() const
{
    ContractAmendment a;
    a.number = m_number->text().trimmed();
    a.effective = QDate(m_effective->date().year(), m_effective->date().month(), 1);
    a.reason = m_reason->text().trimmed();
    auto price = Money::parse(m_price->text(), tr("Unit price"), m_contract.currency());
    if (!price)
        return price.error();
    a.after.unitPrice = price.value();
    a.after.termMonths = m_term->value();
    a.after.servers = m_servers->value();
    a.after.paymentTerms = m_payment->text();
    if (!m_tiers->text().trimmed().isEmpty()) {
        auto sla = SlaSchedule::parse(m_tiers->text(), m_cap->text());
        if (!sla)
            return sla.error();
        a.after.sla = sla.value();
    }
    return a;
}

} // namespace gpuplan
