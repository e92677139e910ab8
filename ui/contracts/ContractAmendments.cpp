// The Contracts area's Amendments and Vendors' records tabs (ContractAmendments.h).
#include "ContractAmendments.h"

#include "AmendmentDialog.h"
#include "Dialogs.h"
#include "PageParts.h"
#include "Session.h"

#include "service/Workspace.h"
#include "util/Clock.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplan {

AmendmentsView::AmendmentsView(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_table(readOnlyTable(this, "amendmentsTable")),
      m_amend(new QPushButton(this))
{
    m_amend->setObjectName(QStringLiteral("amendButton"));
    connect(m_amend, &QPushButton::clicked, this, &AmendmentsView::amendContract);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(m_amend, 0, Qt::AlignLeft);
    retranslate();
}

void AmendmentsView::retranslate()
{
    m_amend->setText(tr("Amend…"));
    if (m_readOnlyReason.isEmpty())
        m_amend->setToolTip(
            tr("An amendment (补充协议): a new unit price, term, number of servers, payment terms "
               "or SLA from the first day of a month"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Amendment"), tr("From"), tr("Changes"), tr("Reason"), tr("Recorded by")});
    setContract(m_contract);
}

void AmendmentsView::setReadOnly(const QString& reason)
{
    m_readOnlyReason = reason;
    m_amend->setEnabled(reason.isEmpty());
    m_amend->setToolTip(reason);
    if (reason.isEmpty())
        retranslate();
}

void AmendmentsView::setContract(const std::optional<Contract>& contract)
{
    m_contract = contract;
    QList<ContractAmendment> all;
    if (contract && m_session && m_session->database())
        if (auto list = m_session->workspace().contracts().store().amendments(contract->id))
            all = list.value();
    m_table->setRowCount(int(all.size()));
    for (int r = 0; r < all.size(); ++r) {
        const ContractAmendment& a = all[r];
        const QStringList cells{a.number, a.effective.toString(QStringLiteral("yyyy-MM")),
                                amendmentText(a, *contract), a.reason,
                                a.recordedBy + QLatin1Char(' ') + a.recordedAt.left(10)};
        for (int col = 0; col < cells.size(); ++col)
            m_table->setItem(r, col, new QTableWidgetItem(cells[col]));
    }
    m_table->resizeColumnsToContents();
}

void AmendmentsView::amendContract()
{
    const QString title = tr("Amend the contract");
    if (!m_contract || refusedWrite(this, m_session, m_readOnlyReason, title))
        return;
    AmendmentDialog dialog(*m_contract, Clock::today(), this);
    if (!(m_driver ? m_driver(dialog) : dialog.exec() == QDialog::Accepted))
        return;
    auto a = dialog.amendment();
    if (!a) {
        Dialogs::error(this, title, a.error().toString());
        return;
    }
    amend(a.value());
}

bool AmendmentsView::amend(const ContractAmendment& amendment)
{
    if (!m_contract)
        return false;
    auto kept = m_session->workspace().contracts().store().amend(m_contract->id, amendment);
    if (!kept) {
        Dialogs::error(this, tr("Amend the contract"), kept.error().toString());
        return false;
    }
    emit changed();
    return true;
}

VendorRecordsView::VendorRecordsView(Session* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_intro(new QLabel(this)),
      m_table(readOnlyTable(this, "vendorRecordsTable"))
{
    m_intro->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table);
    retranslate();
}

void VendorRecordsView::retranslate()
{
    m_intro->setText(tr("Each vendor's record after the signature (履约评价), from every contract kept: a "
                        "purchase weighs the "
                        "record score when its weights give the record a share."));
    m_table->setColumnCount(8);
    m_table->setHorizontalHeaderLabels({tr("Vendor"), tr("Contracts"), tr("Statements (disputed)"),
                                        tr("Disputed"), tr("Outages (h)"), tr("Late servers"),
                                        tr("Record score"), tr("Basis")});
    reload();
}

// Every vendor's record as core's ContractService keeps it, with the share of the 履约评价 weight it earns.
void VendorRecordsView::reload()
{
    if (!m_session || !m_session->database())
        return;
    auto records = m_session->workspace().contracts().vendorRecords();
    const QList<VendorRecord> all = records ? records.value() : QList<VendorRecord>();
    const QLocale l;
    m_table->setRowCount(int(all.size()));
    for (int r = 0; r < all.size(); ++r) {
        const VendorRecord& v = all[r];
        const RecordScore score = recordScore(&v);
        const QStringList cells{
            v.vendor,
            l.toString(v.contracts),
            QStringLiteral("%1 (%2)").arg(l.toString(v.statements), l.toString(v.disputedStatements)),
            v.disputed.toDisplayString(),
            QStringLiteral("%1 (%2)").arg(l.toString(v.outages), l.toString(v.outageHours, 'f', 1)),
            l.toString(v.lateServers),
            l.toString(100 * score.share, 'f', 0) + QStringLiteral(" %"),
            score.basis};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col >= 1 && col <= 6)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, col, item);
        }
        m_table->item(r, 7)->setToolTip(score.basis); // in full where the column cuts it
    }
    m_table->resizeColumnsToContents();
}

} // namespace gpuplan
