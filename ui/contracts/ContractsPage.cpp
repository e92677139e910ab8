// Contracts (合同履约): what the page shows. The actions are in ContractsPageActions.cpp.
#include "ContractsPage.h"
#include "ContractAmendments.h"

#include "PageParts.h"
#include "Session.h"
#include "catalog/GpuCatalog.h"
#include "util/Clock.h"

#include <QDateEdit>
#include <QDateTimeEdit>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
QTableWidget* table(QWidget* parent, const char* name)
{
    return readOnlyTable(parent, name);
}

// Rows into a table; cells whose text is an amount or a number are right-aligned.
void fill(QTableWidget* t, const QList<QStringList>& rows, const QList<int>& right = {})
{
    t->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size() && c < t->columnCount(); ++c) {
            auto* item = new QTableWidgetItem(rows[r][c]);
            if (right.contains(c))
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            t->setItem(r, c, item);
        }
    t->resizeColumnsToContents();
    t->resizeRowsToContents();
}

QString chinaTime(const QDateTime& t)
{
    return t.isValid() ? t.toTimeZone(contractTimeZone()).toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                       : QString();
}

QString hours(qint64 seconds)
{
    return QLocale().toString(seconds / 3600.0, 'f', seconds % 3600 ? 2 : 0);
}
} // namespace

ContractsPage::ContractsPage(Session* session, QWidget* parent) : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("contractsPage"));
    build();
    retranslate();
    if (m_session)
        connect(m_session, &Session::dataChanged, this, &ContractsPage::reload);
    reload();
}

QWidget* ContractsPage::buildServers()
{
    // Servers: each with its acceptance; a name and a time set by hand.
    auto* servers = new QWidget(m_tabs);
    m_servers = table(servers, "contractServersTable");
    m_serverName = new QLineEdit(servers);
    m_serverName->setObjectName(QStringLiteral("serverNameEdit"));
    m_acceptedAt = new QDateTimeEdit(servers);
    m_acceptedAt->setObjectName(QStringLiteral("acceptedAtEdit"));
    m_acceptedAt->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_acceptedAt->setCalendarPopup(true);
    m_acceptedAt->setDateTime(QDateTime(Clock::today(), QTime(0, 0)));
    m_setAccepted = new QPushButton(servers);
    m_setAccepted->setObjectName(QStringLiteral("setAcceptedButton"));
    connect(m_setAccepted, &QPushButton::clicked, this, [this] {
        QDateTime at = m_acceptedAt->dateTime();
        at.setTimeZone(contractTimeZone());
        setAccepted(m_serverName->text(), at.toUTC());
    });
    connect(m_servers, &QTableWidget::itemSelectionChanged, this, [this] {
        if (m_servers->currentRow() >= 0 && m_servers->item(m_servers->currentRow(), 0))
            m_serverName->setText(m_servers->item(m_servers->currentRow(), 0)->text());
    });
    auto* serverForm = new QHBoxLayout;
    serverForm->addWidget(m_serverName, 1);
    serverForm->addWidget(m_acceptedAt);
    serverForm->addWidget(m_setAccepted);
    auto* serversLayout = new QVBoxLayout(servers);
    serversLayout->addWidget(m_servers);
    serversLayout->addLayout(serverForm);
    return servers;
}

QWidget* ContractsPage::buildOutages()
{
    // Outages.
    auto* outages = new QWidget(m_tabs);
    m_outages = table(outages, "contractOutagesTable");
    m_importOutages = new QPushButton(outages);
    m_importOutages->setObjectName(QStringLiteral("importOutagesButton"));
    connect(m_importOutages, &QPushButton::clicked, this, &ContractsPage::importOutages);
    m_addOutage = new QPushButton(outages);
    m_addOutage->setObjectName(QStringLiteral("addOutageButton"));
    connect(m_addOutage, &QPushButton::clicked, this, &ContractsPage::addOutage);
    auto* outageBar = new QHBoxLayout;
    outageBar->addWidget(m_addOutage);
    outageBar->addWidget(m_importOutages);
    outageBar->addStretch(1);
    auto* outagesLayout = new QVBoxLayout(outages);
    outagesLayout->addWidget(m_outages);
    outagesLayout->addLayout(outageBar);
    return outages;
}

QWidget* ContractsPage::buildBill()
{
    // The month's bill.
    auto* bill = new QWidget(m_tabs);
    m_monthLabel = new QLabel(bill);
    m_month = new QDateEdit(bill);
    m_month->setObjectName(QStringLiteral("billMonthEdit"));
    m_month->setDisplayFormat(QStringLiteral("yyyy-MM"));
    const QDate today = Clock::today();
    m_month->setDate(QDate(today.year(), today.month(), 1).addMonths(-1)); // bills come for the last month
    m_monthLabel->setBuddy(m_month);
    m_match = new QPushButton(bill);
    m_match->setObjectName(QStringLiteral("matchBillButton"));
    m_keep = new QPushButton(bill);
    m_keep->setObjectName(QStringLiteral("keepStatementButton"));
    m_export = new QPushButton(bill);
    m_export->setObjectName(QStringLiteral("exportStatementButton"));
    connect(m_match, &QPushButton::clicked, this, &ContractsPage::matchBill);
    connect(m_keep, &QPushButton::clicked, this, &ContractsPage::keepStatement);
    connect(m_export, &QPushButton::clicked, this, &ContractsPage::exportStatement);
    auto* billBar = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_monthLabel, m_month, m_match, m_keep, m_export})
        billBar->addWidget(w);
    billBar->addStretch(1);
    m_summary = new QLabel(bill);
    m_summary->setObjectName(QStringLiteral("statementSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_differences = table(bill, "differencesTable");
    m_usage = table(bill, "usageTable");
    m_problems = new QLabel(bill);
    m_problems->setWordWrap(true);
    auto* billSplit = new QSplitter(Qt::Vertical, bill);
    billSplit->addWidget(m_differences);
    billSplit->addWidget(m_usage);
    billSplit->setStretchFactor(0, 3);
    billSplit->setStretchFactor(1, 2);
    auto* billLayout = new QVBoxLayout(bill);
    billLayout->addLayout(billBar);
    billLayout->addWidget(m_summary);
    billLayout->addWidget(m_problems);
    billLayout->addWidget(billSplit, 1);
    return bill;
}

QWidget* ContractsPage::buildRenewal()
{
    auto* renewal = new QWidget(m_tabs);
    m_renewPriceLabel = new QLabel(renewal);
    m_renewPrice = new QLineEdit(renewal);
    m_renewPrice->setObjectName(QStringLiteral("renewalPriceEdit"));
    m_renewPriceLabel->setBuddy(m_renewPrice);
    m_migrationLabel = new QLabel(renewal);
    m_migrationDays = new QSpinBox(renewal);
    m_migrationDays->setObjectName(QStringLiteral("migrationDaysBox"));
    m_migrationDays->setRange(0, 365);
    m_migrationDays->setValue(m_renewalTerms.migrationDays); // core's
    m_migrationLabel->setBuddy(m_migrationDays);
    m_weigh = new QPushButton(renewal);
    m_weigh->setObjectName(QStringLiteral("weighRenewalButton"));
    m_exportMemo = new QPushButton(renewal);
    m_exportMemo->setObjectName(QStringLiteral("exportRenewalMemoButton"));
    connect(m_weigh, &QPushButton::clicked, this, &ContractsPage::weighRenewal);
    connect(m_exportMemo, &QPushButton::clicked, this, &ContractsPage::exportRenewalMemo);
    auto* bar = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_renewPriceLabel, m_renewPrice, m_migrationLabel,
                                                      m_migrationDays, m_weigh, m_exportMemo})
        bar->addWidget(w);
    bar->addStretch(1);
    m_renewal = table(renewal, "renewalTable");
    m_recommendation = new QLabel(renewal);
    m_recommendation->setObjectName(QStringLiteral("renewalRecommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextFormat(Qt::PlainText);
    auto* layout = new QVBoxLayout(renewal);
    layout->addLayout(bar);
    layout->addWidget(m_recommendation);
    layout->addWidget(m_renewal, 1);
    return renewal;
}

void ContractsPage::build()
{
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_list = table(this, "contractsTable");
    m_new = new QPushButton(this);
    m_new->setObjectName(QStringLiteral("newContractButton"));
    connect(m_new, &QPushButton::clicked, this, &ContractsPage::newContract);
    connect(m_list, &QTableWidget::itemSelectionChanged, this, &ContractsPage::showContract);
    m_terms = new QLabel(this);
    m_terms->setWordWrap(true);
    m_terms->setTextFormat(Qt::PlainText); // "< 99.9 % → 20 %" is text, not a tag
    m_terms->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tabs = new QTabWidget(this);
    QWidget* servers = buildServers();
    QWidget* outages = buildOutages();
    QWidget* bill = buildBill();
    // The statements kept.
    auto* kept = new QWidget(m_tabs);
    m_statements = table(kept, "statementsTable");
    m_approve = new QPushButton(kept);
    m_approve->setObjectName(QStringLiteral("approveStatementButton"));
    connect(m_approve, &QPushButton::clicked, this, &ContractsPage::approveStatement);
    auto* keptLayout = new QVBoxLayout(kept);
    keptLayout->addWidget(m_statements);
    keptLayout->addWidget(m_approve, 0, Qt::AlignLeft);
    m_vendorsView = new VendorRecordsView(m_session, m_tabs);
    m_amendmentsView = new AmendmentsView(m_session, m_tabs);
    connect(m_amendmentsView, &AmendmentsView::changed, this, &ContractsPage::reload);
    for (QWidget* w : std::initializer_list<QWidget*>{servers, outages, bill, kept, buildRenewal(),
                                                      m_vendorsView, m_amendmentsView})
        m_tabs->addTab(w, QString());

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_intro, 1);
    bar->addWidget(m_new);
    topLayout->addLayout(bar);
    topLayout->addWidget(m_list);
    topLayout->addWidget(m_terms);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(m_tabs);
    // The contracts are few; the chosen one's month is what is read.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
}

void ContractsPage::retranslate()
{
    m_intro->setText(
        tr("After the signature: each contract with its servers' acceptance, outages, the month's "
           "bill matched line by line, SLA credits and the statements approved for payment."));
    m_new->setText(tr("New contract…"));
    m_new->setToolTip(tr("A signed quote becomes a contract: term, servers, price, VAT, SLA"));
    m_list->setColumnCount(7);
    m_list->setHorizontalHeaderLabels({tr("Number"), tr("Vendor"), tr("Term"), tr("Servers"),
                                       tr("Unit price"), tr("Billing"), tr("Status")});
    m_tabs->setTabText(0, tr("Servers"));
    m_tabs->setTabText(1, tr("Outages"));
    m_tabs->setTabText(2, tr("Month's bill"));
    m_tabs->setTabText(3, tr("Statements kept"));
    m_tabs->setTabText(4, tr("Renewal"));
    m_tabs->setTabText(5, tr("Vendors' records"));
    m_tabs->setTabText(6, tr("Amendments"));
    m_vendorsView->retranslate();
    m_amendmentsView->retranslate();
    m_renewPriceLabel->setText(tr("Renewal &price"));
    m_renewPrice->setPlaceholderText(tr("the contract's, or the vendor's offer"));
    m_migrationLabel->setText(tr("Mi&gration days"));
    m_weigh->setText(tr("Weigh the renewal"));
    m_weigh->setToolTip(tr("Continuing against the stored quotes and market prices for the same GPUs"));
    m_exportMemo->setText(tr("Export renewal memo…"));
    m_renewal->setColumnCount(7);
    m_renewal->setHorizontalHeaderLabels({tr("Option"), tr("Vendor or source"), tr("Unit price"), tr("Rent"),
                                          tr("Switching"), tr("Total"), tr("Against renewing")});
    m_servers->setColumnCount(2);
    m_servers->setHorizontalHeaderLabels({tr("Server"), tr("Accepted (China time)")});
    m_serverName->setPlaceholderText(tr("server name, e.g. node-01"));
    m_setAccepted->setText(tr("Set accepted"));
    m_setAccepted->setToolTip(tr("When the server passed acceptance (China time); billing may start then"));
    m_outages->setColumnCount(5);
    m_outages->setHorizontalHeaderLabels(
        {tr("Server"), tr("Start (China time)"), tr("End"), tr("Counted"), tr("Cause")});
    m_addOutage->setText(tr("Record an outage…"));
    m_addOutage->setToolTip(tr("One outage by hand, or from a server's health or acceptance report"));
    m_importOutages->setText(tr("Import outages…"));
    m_importOutages->setToolTip(
        tr("A CSV: server, start, end, cause, counted (服务器, 开始, 结束, 原因, 计入)"));
    m_monthLabel->setText(tr("&Month"));
    m_match->setText(tr("Match a bill…"));
    m_match->setToolTip(tr("The vendor's bill (.xlsx, .xls, CSV) checked line by line against the contract"));
    m_keep->setText(tr("Keep statement"));
    m_export->setText(tr("Export statement…"));
    m_differences->setColumnCount(5);
    m_differences->setHorizontalHeaderLabels(
        {tr("Row"), tr("Server"), tr("Clause"), tr("Over the contract"), tr("Difference")});
    m_usage->setColumnCount(8);
    m_usage->setHorizontalHeaderLabels({tr("Server"), tr("Accepted"), tr("Billable h"), tr("Allowed"),
                                        tr("Billed"), tr("Fee due"), tr("Down h"), tr("SLA credit")});
    m_statements->setColumnCount(8);
    m_statements->setHorizontalHeaderLabels({tr("Month"), tr("Lines"), tr("Differences"), tr("Billed"),
                                             tr("Payable"), tr("SLA credit"), tr("Prepared by"),
                                             tr("Approved by")});
    const std::pair<QWidget*, QString> names[] = {{m_list, tr("Contracts")},
                                                  {m_servers, tr("Servers of the contract")},
                                                  {m_serverName, tr("Server name")},
                                                  {m_acceptedAt, tr("Accepted at (China time)")},
                                                  {m_outages, tr("Outages")},
                                                  {m_month, tr("Billing month")},
                                                  {m_differences, tr("Differences")},
                                                  {m_usage, tr("Servers in the month")},
                                                  {m_statements, tr("Statements kept")},
                                                  {m_renewal, tr("Renewal")},
                                                  {m_renewPrice, tr("Renewal price")}};
    for (const auto& [widget, name] : names)
        widget->setAccessibleName(name);
    m_approve->setText(tr("Approve for payment"));
    m_approve->setToolTip(tr("By someone other than who prepared the statement"));
    reload();
}

void ContractsPage::setReadOnly(const QString& reason)
{
    m_readOnlyReason = reason;
    m_amendmentsView->setReadOnly(reason);
    for (QPushButton* b : {m_new, m_setAccepted, m_addOutage, m_importOutages, m_keep, m_approve}) {
        b->setEnabled(reason.isEmpty());
        b->setToolTip(reason);
    }
}

QString ContractsPage::gpuName(const QString& id) const
{
    const GpuModel* g = m_session ? m_session->data().catalog().byId(id) : nullptr;
    return g ? g->displayName() : id;
}

std::optional<Contract> ContractsPage::current() const
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_contracts.size())
        return std::nullopt;
    return m_contracts[row];
}

qint64 ContractsPage::currentContractId() const
{
    const auto c = current();
    return c ? c->id : 0;
}

void ContractsPage::selectContract(qint64 id)
{
    for (int i = 0; i < m_contracts.size(); ++i)
        if (m_contracts[i].id == id)
            m_list->selectRow(i);
}

void ContractsPage::reload()
{
    if (!m_session || !m_session->database())
        return;
    const qint64 keep = currentContractId();
    auto all = m_session->workspace().contracts().store().list();
    m_contracts = all ? all.value() : QList<Contract>();
    QList<QStringList> rows;
    for (const Contract& c : std::as_const(m_contracts))
        rows.append({c.number, c.vendor,
                     c.start.toString(Qt::ISODate) + QStringLiteral(" – ") +
                         c.end().addDays(-1).toString(Qt::ISODate),
                     QStringLiteral("%1 × %2 %3").arg(c.servers).arg(c.gpusPerServer).arg(gpuName(c.gpuId)),
                     priceWithUnit(c.price.price, c.price.unit), billingLabel(c.price.billing),
                     c.status == QLatin1String("active") ? tr("active") : tr("ended")});
    const QSignalBlocker block(m_list);
    fill(m_list, rows);
    m_vendorsView->reload();
    if (keep)
        selectContract(keep);
    else if (!m_contracts.isEmpty())
        m_list->selectRow(0);
    showContract();
}

void ContractsPage::showContract()
{
    const auto c = current();
    for (QWidget* w : std::initializer_list<QWidget*>{m_tabs, m_terms})
        w->setEnabled(c.has_value());
    if (!c) {
        m_terms->setText(tr("No contract yet: New contract… makes one from a signed quote."));
        fill(m_servers, {});
        fill(m_outages, {});
        fill(m_statements, {});
        return;
    }
    m_terms->setText(tr("%1 × %2 %3 at %4, %5; %6. SLA: response %7 h, replacement %8 h; %9.")
                         .arg(c->servers)
                         .arg(c->gpusPerServer)
                         .arg(gpuName(c->gpuId), priceWithUnit(c->price.price, c->price.unit),
                              billingLabel(c->price.billing),
                              (c->price.vatIncluded ? tr("VAT %1% included") : tr("VAT %1% excluded"))
                                      .arg(c->price.vatBasisPoints / 100.0) +
                                  QStringLiteral(", ") + invoiceTypeLabel(c->invoiceType))
                         .arg(c->responseHours)
                         .arg(c->replacementHours)
                         .arg(c->sla.tiers.isEmpty() ? tr("no credit tiers agreed") : c->sla.describe()) +
                     (c->renewalDue(Clock::today(), RenewalTerms{}.warnDays)
                          ? QLatin1Char(' ') + tr("The term ends on %1 (%n day(s) left): weigh the renewal.",
                                                  nullptr, c->daysLeft(Clock::today()))
                                                   .arg(c->end().addDays(-1).toString(Qt::ISODate))
                          : QString()));
    QList<QStringList> servers;
    for (const ContractServer& s : c->serverList)
        servers.append({s.name, s.acceptedAt.isValid() ? chinaTime(s.acceptedAt) : tr("not accepted")});
    fill(m_servers, servers);
    auto outages = m_session->workspace().contracts().store().outages(c->id);
    QList<QStringList> down;
    for (const Outage& o : outages ? outages.value() : QList<Outage>())
        down.append(
            {o.server, chinaTime(o.start), chinaTime(o.end), o.counted ? tr("yes") : tr("no"), o.cause});
    fill(m_outages, down);
    auto kept = m_session->workspace().contracts().store().bills(c->id);
    m_kept = kept ? kept.value() : QList<BillRecord>();
    QList<QStringList> statements;
    for (const BillRecord& b : std::as_const(m_kept))
        statements.append({b.month, QString::number(b.lines), QString::number(b.differences),
                           b.billedTotal.toDisplayString(), b.payableTotal.toDisplayString(),
                           b.creditDue.toDisplayString(),
                           b.preparedBy + QLatin1Char(' ') + b.preparedAt.left(10),
                           b.approvedBy.isEmpty() ? tr("not yet")
                                                  : b.approvedBy + QLatin1Char(' ') + b.approvedAt.left(10)});
    fill(m_statements, statements, {1, 2, 3, 4, 5});
    m_amendmentsView->setContract(c);
    if (m_statement && m_statement->contractNumber != c->number)
        m_statement.reset();
    // Another contract chosen: its renewal is weighed afresh (a reload of the same one keeps what is shown).
    if (m_assessedContract != c->id) {
        m_assessment.reset();
        m_assessedContract = c->id;
        m_renewal->setRowCount(0);
        m_recommendation->clear();
        m_exportMemo->setEnabled(false);
    }
    showStatement();
}

void ContractsPage::showStatement()
{
    m_keep->setEnabled(m_statement.has_value() && m_readOnlyReason.isEmpty());
    m_export->setEnabled(m_statement.has_value());
    if (!m_statement) {
        m_summary->setText(tr("Choose the month and match the vendor's bill."));
        m_problems->clear();
        fill(m_differences, {});
        fill(m_usage, {});
        return;
    }
    const Reconciliation& r = *m_statement;
    m_summary->setText(
        tr("<b>%1</b>, %2: billed %3 (VAT excluded %4, VAT %5); due under the contract %6 VAT excluded; SLA "
           "credit −%7; <b>payable %8</b> (VAT %9% included); <b>disputed %10</b>.")
            .arg(r.month.toString(QStringLiteral("yyyy-MM")), r.file.toHtmlEscaped(),
                 r.billedTotal.toDisplayString(), r.billedExVat.toDisplayString(),
                 r.billedVat.toDisplayString(), r.dueExVat.toDisplayString(), r.creditDue.toDisplayString(),
                 r.payableTotal.toDisplayString())
            .arg(r.vatBasisPoints / 100.0)
            .arg(r.disputed().toDisplayString()));
    QStringList problems;
    for (const Error& e : r.problems)
        problems << e.toString();
    m_problems->setText(problems.isEmpty() ? QString()
                                           : tr("%n row(s) left out:", nullptr, int(problems.size())) +
                                                 QLatin1Char('\n') + problems.join(QLatin1Char('\n')));
    QList<QStringList> differences;
    for (const BillDifference& d : r.differences)
        differences.append({d.rowLabel(), d.server, d.clause(), d.amount.toDisplayString(), d.text()});
    fill(m_differences, differences, {3});
    QList<QStringList> usage;
    for (const ServerUsage& u : r.servers)
        usage.append({u.server, u.acceptedAt.isValid() ? chinaTime(u.acceptedAt) : tr("not accepted"),
                      hours(u.secondsBillable), QLocale().toString(u.allowed.toDouble(), 'g', 10),
                      QLocale().toString(u.billed.toDouble(), 'g', 10), u.allowedAmount.toDisplayString(),
                      hours(u.secondsDown), u.credit.toDisplayString()});
    fill(m_usage, usage, {2, 3, 4, 5, 6, 7});
}

} // namespace gpuplan

namespace gpuplan {
void ContractsPage::setAmendmentDriver(std::function<bool(AmendmentDialog&)> driver)
{
    m_amendmentsView->setDriver(std::move(driver));
}
QTableWidget* ContractsPage::vendorsTable() const
{
    return m_vendorsView->table();
}
QTableWidget* ContractsPage::amendmentsTable() const
{
    return m_amendmentsView->table();
}
} // namespace gpuplan
