#include "TenderDialog.h"

#include "quotes/Quote.h"
#include "tender/TenderRules.h"
#include "util/Clock.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
constexpr ProcurementMethod kMethods[] = {ProcurementMethod::Inquiry,
                                          ProcurementMethod::CompetitiveNegotiation,
                                          ProcurementMethod::CompetitiveConsultation,
                                          ProcurementMethod::OpenTender,
                                          ProcurementMethod::InvitedTender,
                                          ProcurementMethod::SingleSource,
                                          ProcurementMethod::Company};
} // namespace

TenderDialog::TenderDialog(const GpuCatalog& catalog, QWidget* parent)
    : QDialog(parent), m_name(new QLineEdit(this)), m_number(new QLineEdit(this)),
      m_method(new QComboBox(this)), m_evaluation(new QComboBox(this)), m_offersDue(new QDateEdit(this)),
      m_vendors(new QLineEdit(this)), m_gpus(new QListWidget(this)), m_minGpus(new QSpinBox(this)),
      m_hasDeliverBy(new QCheckBox(this)), m_deliverBy(new QDateEdit(this)),
      m_slaResponse(new QDoubleSpinBox(this)), m_slaReplacement(new QDoubleSpinBox(this)),
      m_invoice(new QComboBox(this)), m_network(new QComboBox(this)), m_payment(new QLineEdit(this)),
      m_contact(new QLineEdit(this)), m_submitTime(new QLineEdit(this)), m_submitWay(new QLineEdit(this)),
      m_validityDays(new QSpinBox(this)), m_hasStart(new QCheckBox(this)), m_start(new QDateEdit(this)),
      m_termMonths(new QSpinBox(this))
{
    setObjectName(QStringLiteral("tenderDialog"));
    setWindowTitle(tr("New purchase"));
    const Tender defaults; // core's
    m_name->setObjectName(QStringLiteral("tenderName"));
    m_name->setPlaceholderText(tr("e.g. 2027 fine-tuning cluster, 64 GPUs for 3 months"));
    m_number->setPlaceholderText(tr("the company's purchase number, e.g. CG-2026-118"));
    for (ProcurementMethod m : kMethods)
        m_method->addItem(procurementMethodLabel(m), int(m));
    m_method->setCurrentIndex(m_method->findData(int(defaults.method)));
    for (EvaluationMethod e : {EvaluationMethod::LowestPrice, EvaluationMethod::Scoring})
        m_evaluation->addItem(evaluationMethodLabel(e), int(e));
    m_evaluation->setCurrentIndex(m_evaluation->findData(int(defaults.evaluation)));
    const double w[5] = {defaults.weights.price, defaults.weights.delivery, defaults.weights.sla,
                         defaults.weights.invoice, defaults.weights.record};
    auto* weights = new QHBoxLayout;
    const QString names[5] = {tr("price"), tr("delivery"), tr("SLA"), tr("invoice"), tr("record")};
    for (int i = 0; i < 5; ++i) {
        m_weights[i] = new QDoubleSpinBox(this);
        m_weights[i]->setRange(0, 100);
        m_weights[i]->setDecimals(0);
        m_weights[i]->setValue(w[i]);
        m_weights[i]->setPrefix(names[i] + QLatin1Char(' '));
        weights->addWidget(m_weights[i]);
    }
    m_weights[4]->setToolTip(tr(
        "履约评价: the vendor's record after earlier contracts with you (bills disputed, SLA credits, failed "
        "deliveries, servers accepted late). A vendor without a record earns the whole weight."));
    const auto enableWeights = [this] {
        const bool scoring = m_evaluation->currentData().toInt() == int(EvaluationMethod::Scoring);
        for (QDoubleSpinBox* b : m_weights)
            b->setEnabled(scoring);
    };
    connect(m_evaluation, &QComboBox::currentIndexChanged, this, enableWeights);
    enableWeights();
    m_offersDue->setCalendarPopup(true);
    m_offersDue->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_offersDue->setDate(Clock::today().addDays(7));
    m_vendors->setObjectName(QStringLiteral("tenderVendors"));
    m_vendors->setPlaceholderText(tr("names separated by commas; empty: any vendor may answer"));
    m_gpus->setObjectName(QStringLiteral("tenderGpus"));
    for (const GpuModel& g : catalog.gpus()) {
        auto* item = new QListWidgetItem(QStringLiteral("%1 %2 (%3)").arg(g.name, g.variant, g.id), m_gpus);
        item->setData(Qt::UserRole, g.id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_gpus->setMinimumHeight(110);
    m_gpus->setToolTip(tr("None ticked: any GPU that can run the job"));
    m_minGpus->setRange(0, 100000);
    m_minGpus->setSpecialValueText(tr("no minimum"));
    m_hasDeliverBy->setText(tr("delivered by"));
    m_deliverBy->setCalendarPopup(true);
    m_deliverBy->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_deliverBy->setDate(Clock::today().addDays(30));
    m_deliverBy->setEnabled(false);
    connect(m_hasDeliverBy, &QCheckBox::toggled, m_deliverBy, &QWidget::setEnabled);
    for (QDoubleSpinBox* b : {m_slaResponse, m_slaReplacement}) {
        b->setRange(0, 10000);
        b->setDecimals(1);
        b->setSuffix(tr(" h"));
        b->setSpecialValueText(tr("no requirement"));
    }
    m_invoice->addItem(tr("no requirement"), QString());
    m_invoice->addItem(invoiceTypeLabel(QStringLiteral("special")), QStringLiteral("special"));
    m_invoice->addItem(invoiceTypeLabel(QStringLiteral("ordinary")), QStringLiteral("ordinary"));
    m_network->addItem(tr("no requirement"), QString());
    m_network->addItem(QStringLiteral("InfiniBand"), QStringLiteral("ib"));
    m_network->addItem(QStringLiteral("RoCE"), QStringLiteral("roce"));
    m_network->addItem(tr("Ethernet"), QStringLiteral("ethernet"));
    m_payment->setPlaceholderText(tr("e.g. monthly, 30 days after the invoice"));

    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Number:"), m_number);
    form->addRow(tr("Procurement method:"), m_method);
    form->addRow(tr("Evaluation:"), m_evaluation);
    form->addRow(tr("Weights (sum 100):"), weights);
    form->addRow(tr("Offers due:"), m_offersDue);
    form->addRow(tr("Vendors invited:"), m_vendors);
    form->addRow(tr("GPU kinds allowed:"), m_gpus);
    form->addRow(tr("GPUs in all, at least:"), m_minGpus);
    auto* delivery = new QHBoxLayout;
    delivery->addWidget(m_hasDeliverBy);
    delivery->addWidget(m_deliverBy, 1);
    form->addRow(tr("Delivery:"), delivery);
    form->addRow(tr("Response time at most:"), m_slaResponse);
    form->addRow(tr("Hardware replacement at most:"), m_slaReplacement);
    form->addRow(tr("Invoice:"), m_invoice);
    form->addRow(tr("Network:"), m_network);
    form->addRow(tr("Payment terms:"), m_payment);
    addAnswerTerms(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

// How vendors answer: the contact, the time and way of submission, the validity, the rental's start.
void TenderDialog::addAnswerTerms(QFormLayout* form)
{
    m_contact->setPlaceholderText(tr("name, telephone, e-mail"));
    m_submitTime->setPlaceholderText(tr("e.g. 17:00; empty: by the end of the day"));
    m_submitWay->setPlaceholderText(tr("an e-mail address, a portal, an address for sealed offers"));
    m_validityDays->setRange(0, 365);
    m_validityDays->setSuffix(tr(" days after the deadline"));
    m_validityDays->setSpecialValueText(tr("no requirement"));
    m_hasStart->setText(tr("on"));
    m_start->setCalendarPopup(true);
    m_start->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_start->setDate(Clock::today().addDays(30));
    m_start->setEnabled(false);
    connect(m_hasStart, &QCheckBox::toggled, m_start, &QWidget::setEnabled);
    form->addRow(tr("Contact:"), m_contact);
    form->addRow(tr("Offers due at:"), m_submitTime);
    form->addRow(tr("How to submit:"), m_submitWay);
    form->addRow(tr("Offers valid:"), m_validityDays);
    m_termMonths->setObjectName(QStringLiteral("tenderTermMonths"));
    m_termMonths->setRange(0, 120);
    m_termMonths->setSuffix(tr(" months"));
    m_termMonths->setSpecialValueText(tr("as long as the job runs (a service: %n months)", nullptr,
                                         TenderRequirements::kServiceTermMonths));
    // The start and the term on one row: the dialog fits a projector's 720 pixels.
    auto* start = new QHBoxLayout;
    start->addWidget(m_hasStart);
    start->addWidget(m_start, 1);
    auto* term = new QLabel(tr("Rental term:"), this);
    term->setBuddy(m_termMonths);
    start->addWidget(term);
    start->addWidget(m_termMonths, 1);
    form->addRow(tr("Rental starts:"), start);
}

Tender TenderDialog::tender() const
{
    Tender t;
    t.name = m_name->text().trimmed();
    t.number = m_number->text().trimmed();
    t.method = ProcurementMethod(m_method->currentData().toInt());
    t.evaluation = EvaluationMethod(m_evaluation->currentData().toInt());
    t.weights = TenderWeights{m_weights[0]->value(), m_weights[1]->value(), m_weights[2]->value(),
                              m_weights[3]->value(), m_weights[4]->value()};
    t.offersDue = m_offersDue->date();
    t.vendors = vendorList(m_vendors->text());
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            t.requirements.gpuIds << m_gpus->item(i)->data(Qt::UserRole).toString();
    t.requirements.minGpus = m_minGpus->value();
    if (m_hasDeliverBy->isChecked())
        t.requirements.deliverBy = m_deliverBy->date();
    t.requirements.maxSlaResponseHours = m_slaResponse->value();
    t.requirements.maxSlaReplacementHours = m_slaReplacement->value();
    t.requirements.invoiceType = m_invoice->currentData().toString();
    t.requirements.networkKind = m_network->currentData().toString();
    t.requirements.paymentTerms = m_payment->text().trimmed();
    t.requirements.contact = m_contact->text().trimmed();
    t.requirements.submitTime = m_submitTime->text().trimmed();
    t.requirements.submitWay = m_submitWay->text().trimmed();
    t.requirements.validityDays = m_validityDays->value();
    t.requirements.termMonths = m_termMonths->value();
    if (m_hasStart->isChecked())
        t.requirements.startDate = m_start->date();
    return t;
}

} // namespace gpuplan
