#include "TendersPage.h"
#include "PageParts.h"

#include "Dialogs.h"
#include "Session.h"
#include "TenderDialog.h"
#include "files/InputFile.h"
#include "report/TenderReport.h"
#include "storage/Database.h"
#include "tender/TenderEvents.h"
#include "tender/TenderRules.h"
#include "util/AtomicFile.h"
#include "util/Language.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
QTableWidget* table(QWidget* parent, const char* name)
{
    return readOnlyTable(parent, name);
}
QTableWidgetItem* cell(const QString& text, const QVariant& data = QVariant())
{
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(text);
    if (data.isValid())
        item->setData(Qt::UserRole, data);
    return item;
}
void setHeaders(QTableWidget* t, const QStringList& headers)
{
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
}
report::Options screenOptions()
{
    report::Options o;
    o.languages = Language::isChinese() ? report::Languages::Chinese : report::Languages::English;
    return o;
}
} // namespace

TendersPage::TendersPage(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_list(table(this, "tendersTable")),
      m_tabs(new QTabWidget(this)), m_requirements(new QTextBrowser(this)),
      m_offers(table(this, "offersTable")), m_roundsVendor(new QComboBox(this)),
      m_rounds(table(this, "roundsTable")), m_matrix(table(this, "matrixTable")), m_summary(new QLabel(this)),
      m_history(table(this, "historyTable")), m_new(new QPushButton(this)), m_open(new QPushButton(this)),
      m_close(new QPushButton(this)), m_cancel(new QPushButton(this)), m_import(new QPushButton(this)),
      m_importFinal(new QPushButton(this)), m_clarify(new QPushButton(this)), m_award(new QPushButton(this)),
      m_approve(new QPushButton(this)), m_rfq(new QPushButton(this)), m_report(new QPushButton(this)),
      m_roundsLabel(new QLabel(this)), m_fail(new QPushButton(this)), m_invite(new QPushButton(this))
{
    setObjectName(QStringLiteral("tendersPage"));
    m_requirements->setObjectName(QStringLiteral("tenderRequirements"));
    m_summary->setObjectName(QStringLiteral("evaluationSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_roundsVendor->setObjectName(QStringLiteral("roundsVendor"));
    m_matrix->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_matrix->verticalHeader()->setVisible(true);
    m_matrix->horizontalHeader()->setStretchLastSection(false);
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matrix->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->horizontalHeader()->setStretchLastSection(true);
    const struct
    {
        QPushButton* button;
        const char* name;
    } names[] = {{m_new, "newTender"},       {m_open, "openTender"},     {m_close, "closeOffers"},
                 {m_cancel, "cancelTender"}, {m_import, "importAnswer"}, {m_importFinal, "importFinal"},
                 {m_clarify, "clarify"},     {m_award, "awardTender"},   {m_approve, "approveAward"},
                 {m_rfq, "exportRequest"},   {m_report, "exportReport"}, {m_fail, "failTender"},
                 {m_invite, "inviteVendors"}};
    for (const auto& n : names)
        n.button->setObjectName(QLatin1String(n.name));

    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    for (QPushButton* b : {m_new, m_open, m_close, m_fail, m_cancel})
        top->addWidget(b);

    auto* requirementsTab = new QWidget(this);
    auto* rl = new QVBoxLayout(requirementsTab);
    rl->addWidget(m_requirements, 1);
    auto* rb = new QHBoxLayout;
    rb->addStretch(1);
    rb->addWidget(m_rfq);
    rl->addLayout(rb);

    auto* offersTab = new QWidget(this);
    auto* ol = new QVBoxLayout(offersTab);
    auto* ob = new QHBoxLayout;
    for (QPushButton* b : {m_import, m_importFinal, m_clarify, m_invite})
        ob->addWidget(b);
    ob->addStretch(1);
    ol->addLayout(ob);
    auto* offersSplit = new QSplitter(Qt::Vertical, offersTab);
    offersSplit->addWidget(m_offers);
    auto* roundsBox = new QWidget(offersSplit);
    auto* rbl = new QVBoxLayout(roundsBox);
    rbl->setContentsMargins(0, 0, 0, 0);
    auto* rv = new QHBoxLayout;
    rv->addWidget(m_roundsLabel);
    rv->addWidget(m_roundsVendor, 1);
    rbl->addLayout(rv);
    rbl->addWidget(m_rounds, 1);
    offersSplit->addWidget(roundsBox);
    ol->addWidget(offersSplit, 1);

    auto* evaluationTab = new QWidget(this);
    auto* el = new QVBoxLayout(evaluationTab);
    el->addWidget(m_matrix, 1);
    el->addWidget(m_summary);
    auto* eb = new QHBoxLayout;
    eb->addStretch(1);
    for (QPushButton* b : {m_award, m_approve, m_report})
        eb->addWidget(b);
    el->addLayout(eb);

    m_tabs->setObjectName(QStringLiteral("tenderTabs"));
    m_tabs->addTab(requirementsTab, QString());
    m_tabs->addTab(offersTab, QString());
    m_tabs->addTab(evaluationTab, QString());
    m_tabs->addTab(m_history, QString());

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    wire();
    retranslate();
}

void TendersPage::wire()
{
    connect(m_list, &QTableWidget::itemSelectionChanged, this, &TendersPage::showTender);
    connect(m_roundsVendor, &QComboBox::currentIndexChanged, this, &TendersPage::showRounds);
    connect(m_offers, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = m_offers->currentRow();
        if (row >= 0 && m_offers->item(row, 0))
            m_roundsVendor->setCurrentText(m_offers->item(row, 0)->text());
    });
    connect(m_new, &QPushButton::clicked, this, &TendersPage::newTender);
    connect(m_open, &QPushButton::clicked, this, &TendersPage::openForOffers);
    connect(m_close, &QPushButton::clicked, this, &TendersPage::closeOffers);
    connect(m_cancel, &QPushButton::clicked, this, &TendersPage::cancelTender);
    connect(m_fail, &QPushButton::clicked, this, &TendersPage::declareFailed);
    connect(m_invite, &QPushButton::clicked, this, &TendersPage::inviteVendors);
    connect(m_import, &QPushButton::clicked, this, &TendersPage::importAnswer);
    connect(m_importFinal, &QPushButton::clicked, this, [this] {
        const QString path = Dialogs::openFileName(this, tr("Import a final offer"),
                                                   tr("Vendor answers (*.xlsx *.xls *.csv)"));
        if (!path.isEmpty())
            importAnswerFile(path, true);
    });
    connect(m_clarify, &QPushButton::clicked, this, &TendersPage::addClarification);
    connect(m_award, &QPushButton::clicked, this, &TendersPage::award);
    connect(m_approve, &QPushButton::clicked, this, &TendersPage::approve);
    connect(m_rfq, &QPushButton::clicked, this, &TendersPage::exportRequest);
    connect(m_report, &QPushButton::clicked, this, &TendersPage::exportReport);
}

void TendersPage::setSession(Session* session)
{
    m_session = session;
    connect(session, &Session::dataChanged, this, &TendersPage::reload);
    reload();
}

void TendersPage::retranslate()
{
    m_title->setText(
        tr("Purchases: a request for quotation from the plan, the vendors' offers round by round, "
           "the evaluation by this job's cost, the award and its approval."));
    m_title->setWordWrap(true);
    m_new->setText(tr("New purchase…"));
    m_new->setToolTip(tr("A purchase for the job of the plan open in this window"));
    m_open->setText(tr("Open for offers"));
    m_close->setText(tr("Close offers"));
    m_close->setToolTip(tr("The deadline has passed: the offers are evaluated"));
    m_cancel->setText(tr("Cancel purchase"));
    m_fail->setText(tr("Declare failed…"));
    m_fail->setToolTip(
        tr("Too few offers respond, or another cause the law names: the purchase ends as failed "
           "(废标 / 终止), with the reason on record"));
    m_invite->setText(tr("Invite vendors…"));
    m_invite->setToolTip(tr("Add vendors to the invited list while the purchase is a draft or open"));
    m_import->setText(tr("Import offers…"));
    m_import->setToolTip(tr("A vendor's answer: the answer template filled in (.xlsx, .xls or CSV)"));
    m_importFinal->setText(tr("Import final offer…"));
    m_clarify->setText(tr("Clarification…"));
    m_award->setText(tr("Award…"));
    m_award->setToolTip(tr("Award the vendor of the column chosen in the evaluation"));
    m_approve->setText(tr("Approve award"));
    m_rfq->setText(tr("Request for quotation…"));
    m_report->setText(tr("Award memo…"));
    m_roundsLabel->setText(tr("Rounds of vendor:"));
    m_tabs->setTabText(0, tr("Requirements"));
    m_tabs->setTabText(1, tr("Offers and rounds"));
    m_tabs->setTabText(2, tr("Evaluation"));
    m_tabs->setTabText(3, tr("History"));
    m_list->setAccessibleName(tr("Purchases"));
    m_offers->setAccessibleName(tr("Offers"));
    m_rounds->setAccessibleName(tr("Rounds"));
    m_matrix->setAccessibleName(tr("Evaluation matrix"));
    m_history->setAccessibleName(tr("History"));
    m_requirements->setAccessibleName(tr("Requirements"));
    m_roundsVendor->setAccessibleName(tr("Rounds of vendor:"));
    if (m_session)
        reload();
}

void TendersPage::setReadOnly(const QString& reason)
{
    m_readOnlyReason = reason;
    updateActions();
}

bool TendersPage::refusedReadOnly(const QString& title)
{
    return refusedWrite(this, m_session, m_readOnlyReason, title);
}

qint64 TendersPage::currentTenderId() const
{
    const int row = m_list->currentRow();
    return row >= 0 && m_list->item(row, 0) ? m_list->item(row, 0)->data(Qt::UserRole).toLongLong() : 0;
}

void TendersPage::selectTender(qint64 id)
{
    for (int r = 0; r < m_list->rowCount(); ++r)
        if (m_list->item(r, 0)->data(Qt::UserRole).toLongLong() == id) {
            m_list->selectRow(r);
            return;
        }
}

void TendersPage::reload()
{
    if (!m_session)
        return;
    const qint64 keep = currentTenderId();
    m_list->clearContents();
    setHeaders(m_list, {tr("Number"), tr("Purchase"), tr("Method"), tr("Status"), tr("Offers due"),
                        tr("Vendors invited")});
    auto all = m_session->workspace().tenders().list();
    if (!all) {
        m_list->setRowCount(0);
        m_summary->setText(all.error().toString());
        updateActions();
        return;
    }
    QSignalBlocker block(m_list);
    m_list->setRowCount(int(all->size()));
    for (int r = 0; r < all->size(); ++r) {
        const Tender& t = all->at(r);
        m_list->setItem(r, 0, cell(t.number, t.id));
        m_list->setItem(r, 1, cell(t.name));
        m_list->setItem(r, 2, cell(procurementMethodLabel(t.method)));
        m_list->setItem(r, 3, cell(tenderPhaseLabel(tenderPhase(t))));
        m_list->setItem(r, 4, cell(t.offersDue.isValid() ? t.offersDue.toString(Qt::ISODate) : QString()));
        m_list->setItem(r, 5, cell(t.vendors.join(QStringLiteral(", "))));
    }
    block.unblock();
    if (keep)
        selectTender(keep);
    if (currentTenderId() == 0 && m_list->rowCount() > 0)
        m_list->selectRow(m_list->rowCount() - 1);
    showTender();
}

void TendersPage::showTender()
{
    m_offers->setRowCount(0);
    m_matrix->clear();
    m_matrix->setRowCount(0);
    m_matrix->setColumnCount(0);
    m_history->setRowCount(0);
    m_requirements->clear();
    m_shownMatrix.reset();
    m_firstVendor.clear();
    const qint64 id = currentTenderId();
    if (!m_session || id == 0) {
        m_summary->setText(m_list->rowCount() == 0 ? tr("No purchase yet: open or make a plan, then New "
                                                        "purchase.")
                                                   : QString());
        updateActions();
        return;
    }
    const TenderService tenders = m_session->workspace().tenders();
    auto dossier = tenders.dossier(id);
    if (!dossier) {
        m_summary->setText(dossier.error().toString());
        updateActions();
        return;
    }
    const TenderDossier& d = dossier.value();
    showRequirements(d);
    showOffers(d);
    showMatrix(d);
    showHistory(d);
    updateActions();
}

void TendersPage::showRequirements(const TenderDossier& d)
{
    const Tender& t = d.tender;
    const report::Options o = screenOptions();
    const QString language = Language::isChinese() ? QStringLiteral("zh_CN") : QStringLiteral("en");
    auto esc = [](const QString& s) {
        return s.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    };
    QString html = QStringLiteral("<h3>%1 %2</h3>").arg(esc(t.number), esc(t.name));
    html += QStringLiteral("<p><b>%1</b> %2 · %3</p>")
                .arg(esc(tr("Method:")), esc(procurementMethodLabel(t.method)),
                     esc(tenderPhaseLabel(tenderPhase(t))));
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("The job:")), esc(d.jobIn.value(language)));
    html += QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4</p>")
                .arg(esc(tr("Quantity to price:")), esc(report::quantityText(o, t)), esc(tr("Rental term:")),
                     esc(report::termText(o, t)));
    const QString req = report::requirementsText(o, t);
    html += QStringLiteral("<p><b>%1</b><br>%2</p>")
                .arg(esc(tr("Offers must meet:")),
                     req.isEmpty() ? esc(tr("no requirement beyond running the job")) : esc(req));
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Evaluation:")), esc(report::weightsText(o, t)));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Vendors invited:")),
                     esc(t.vendors.isEmpty() ? tr("any vendor") : t.vendors.join(QStringLiteral(", "))));
    if (t.offersDue.isValid())
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Offers due:")), t.offersDue.toString(Qt::ISODate));
    if (t.awardOfferId) {
        html += QStringLiteral("<p><b>%1</b> %2 · %3 (%4)</p>")
                    .arg(esc(tr("Award:")), esc(d.awardedVendor), esc(t.awardReason), esc(t.awardedBy));
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Approval:")),
                         esc(t.approvedBy.isEmpty()
                                 ? tr("waiting for approval by someone other than %1").arg(t.awardedBy)
                                 : tr("approved by %1 on %2").arg(t.approvedBy, t.approvedAt.left(10))));
        if (t.awardQuoteId)
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(tr("The awarded offer is quote %1 on the quotes page, with its contract and "
                                    "acceptance checklists.")
                                     .arg(t.awardQuoteId)));
    }
    m_requirements->setHtml(html);
}

void TendersPage::showOffers(const TenderDossier& d)
{
    // Offers, every round, never overwritten.
    setHeaders(m_offers, {tr("Vendor"), tr("Round"), tr("Kind"), tr("Price offered"), tr("Delivery"),
                          tr("Submitted by"), tr("Submitted at"), tr("Note")});
    m_offers->setRowCount(int(d.offers.size()));
    QStringList vendors;
    for (int r = 0; r < d.offers.size(); ++r) {
        const TenderOffer& x = d.offers[r];
        if (!vendors.contains(x.vendor))
            vendors << x.vendor;
        const bool clarification = x.kind == OfferKind::Clarification;
        m_offers->setItem(r, 0, cell(x.vendor, x.id));
        m_offers->setItem(r, 1, cell(QString::number(x.round)));
        m_offers->setItem(r, 2, cell(offerKindLabel(x.kind)));
        m_offers->setItem(
            r, 3, cell(clarification ? QString() : priceWithUnit(x.quote.price.price, x.quote.price.unit)));
        m_offers->setItem(
            r, 4,
            cell(x.quote.deliveryDate.isValid() ? x.quote.deliveryDate.toString(Qt::ISODate) : QString()));
        m_offers->setItem(r, 5, cell(x.submittedBy));
        m_offers->setItem(r, 6, cell(x.submittedAt.left(16).replace(QLatin1Char('T'), QLatin1Char(' '))));
        m_offers->setItem(r, 7, cell(x.note));
    }
    m_offers->resizeColumnsToContents();
    {
        QSignalBlocker block(m_roundsVendor);
        const QString was = m_roundsVendor->currentText();
        m_roundsVendor->clear();
        m_roundsVendor->addItems(vendors);
        if (vendors.contains(was))
            m_roundsVendor->setCurrentText(was);
    }
    showRounds();
}

void TendersPage::showMatrix(const TenderDossier& d)
{
    const Tender& t = d.tender;
    const QString language = Language::isChinese() ? QStringLiteral("zh_CN") : QStringLiteral("en");
    // The evaluation matrix: vendors as columns, the best cell of each row marked.
    const TenderEvaluation e = d.evaluationIn.value(language);
    if (!d.offers.isEmpty()) {
        const TenderMatrix m = tenderMatrix(t, e, &m_session->data().catalog());
        m_matrix->setColumnCount(int(m.vendors.size()));
        m_matrix->setRowCount(int(m.rows.size()));
        QStringList headers;
        for (int c = 0; c < m.vendors.size(); ++c)
            headers << (m.compliant[c] ? m.vendors[c] : tr("%1 (does not comply)").arg(m.vendors[c]));
        m_matrix->setHorizontalHeaderLabels(headers);
        QStringList rowLabels;
        QFont bold = m_matrix->font();
        bold.setBold(true);
        for (int r = 0; r < m.rows.size(); ++r) {
            rowLabels << m.rows[r].label;
            for (int c = 0; c < m.vendors.size(); ++c) {
                const bool best = m.rows[r].best.contains(c);
                auto* item = cell(best ? QStringLiteral("★ ") + m.rows[r].cells[c] : m.rows[r].cells[c]);
                item->setData(Qt::UserRole, best);
                if (best) {
                    item->setFont(bold);
                    // The best cell marked: a pale green (dark text stays readable on a projector).
                    item->setBackground(QColor(0xd8, 0xf0, 0xd8));
                    item->setForeground(QColor(0x10, 0x40, 0x10));
                    item->setToolTip(tr("Best of the compliant offers: %1").arg(m.rows[r].cells[c]));
                }
                m_matrix->setItem(r, c, item);
            }
        }
        m_matrix->setVerticalHeaderLabels(rowLabels);
        m_shownMatrix = m;
    }
    QString summary;
    if (e.winner >= 0) {
        m_firstVendor = e.offers[e.winner].offer.vendor;
        summary = (e.tied ? tr("First (tied): %1") : tr("First: %1")).arg(m_firstVendor);
        if (e.base)
            summary += QStringLiteral(" · ") + tr("base price %1").arg(e.base->toDisplayString());
        summary += QStringLiteral("\n") + e.sensitivityText;
    } else if (!d.offers.isEmpty()) {
        summary = tr("No offer meets every requirement.");
    } else {
        summary = tr("No offer yet.");
    }
    m_summary->setText(summary);
}

void TendersPage::showHistory(const TenderDossier& d)
{
    // History: every change, who and when.
    setHeaders(m_history, {tr("When"), tr("Who"), tr("What"), tr("Detail")});
    m_history->setRowCount(int(d.events.size()));
    for (int r = 0; r < d.events.size(); ++r) {
        const TenderEvent& ev = d.events[r];
        m_history->setItem(r, 0, cell(ev.at.left(19).replace(QLatin1Char('T'), QLatin1Char(' '))));
        m_history->setItem(r, 1, cell(ev.by));
        m_history->setItem(r, 2, cell(tenderEventLabel(ev.event)));
        m_history->setItem(r, 3, cell(tenderRecordText(ev.detail)));
    }
    m_history->resizeColumnsToContents();
}

void TendersPage::showRounds()
{
    m_rounds->setRowCount(0);
    setHeaders(m_rounds, {tr("Round"), tr("Kind"), tr("Cost to you"), tr("What changed")});
    const qint64 id = currentTenderId();
    const QString vendor = m_roundsVendor->currentText();
    if (!m_session || id == 0 || vendor.isEmpty())
        return;
    auto rounds = m_session->workspace().tenders().rounds(id, vendor);
    if (!rounds)
        return;
    m_rounds->setRowCount(int(rounds->size()));
    for (int r = 0; r < rounds->size(); ++r) {
        const TenderRound& x = rounds->at(r);
        QStringList changes;
        for (const OfferChange& c : x.changes)
            changes << tr("%1: %2 → %3")
                           .arg(c.label, c.before.isEmpty() ? QStringLiteral("—") : c.before,
                                c.after.isEmpty() ? QStringLiteral("—") : c.after);
        if (r > 0 && x.evaluatedPrice && rounds->at(r - 1).evaluatedPrice) {
            const Money before = *rounds->at(r - 1).evaluatedPrice;
            const double pct =
                before.minor() != 0
                    ? 100.0 * double(x.evaluatedPrice->minor() - before.minor()) / double(before.minor())
                    : 0.0;
            changes << tr("this job's cost: %1 → %2 (%3%)")
                           .arg(before.toDisplayString(), x.evaluatedPrice->toDisplayString(),
                                QLocale().toString(pct, 'f', 1));
        }
        m_rounds->setItem(r, 0, cell(QString::number(x.offer.round)));
        m_rounds->setItem(r, 1, cell(offerKindLabel(x.offer.kind)));
        m_rounds->setItem(
            r, 2, cell(x.evaluatedPrice ? x.evaluatedPrice->toDisplayString() : tr("cannot run the job")));
        m_rounds->setItem(r, 3,
                          cell(r == 0              ? tr("first offer")
                               : changes.isEmpty() ? tr("nothing")
                                                   : changes.join(QLatin1Char('\n'))));
    }
    m_rounds->resizeColumnsToContents();
    m_rounds->resizeRowsToContents();
}

void TendersPage::updateActions()
{
    const qint64 id = currentTenderId();
    std::optional<Tender> t;
    if (m_session && id)
        if (auto got = m_session->workspace().tenders().get(id))
            t = got.value();
    const bool writable = m_session && m_session->database() && m_readOnlyReason.isEmpty();
    // What may be done is core's step table's answer (actionsFor), never decided here.
    const QList<TenderAction> allowed = t ? actionsFor(*t) : QList<TenderAction>();
    const auto can = [&](TenderAction a) {
        return writable && allowed.contains(a);
    };
    m_new->setEnabled(writable);
    const bool reopen = allowed.contains(TenderAction::Reopen);
    m_open->setText(reopen ? tr("Reopen for a further round") : tr("Open for offers"));
    m_open->setEnabled(can(TenderAction::Open) || can(TenderAction::Reopen));
    m_close->setEnabled(can(TenderAction::Close));
    m_cancel->setEnabled(can(TenderAction::Cancel));
    m_fail->setEnabled(can(TenderAction::DeclareFailed));
    m_invite->setEnabled(can(TenderAction::Invite));
    m_import->setEnabled(can(TenderAction::Offer));
    m_importFinal->setEnabled(can(TenderAction::Offer) && t && methodRules(t->method).rounds);
    m_clarify->setEnabled(can(TenderAction::Clarify) && m_offers->rowCount() > 0);
    m_award->setEnabled(can(TenderAction::Award) && m_shownMatrix.has_value());
    m_approve->setEnabled(can(TenderAction::Approve));
    m_rfq->setEnabled(t.has_value());
    m_report->setEnabled(t.has_value());
    for (QPushButton* b : {m_new, m_open, m_close, m_cancel, m_fail, m_invite, m_import, m_importFinal,
                           m_clarify, m_award, m_approve})
        b->setToolTip(writable || m_readOnlyReason.isEmpty() ? b->toolTip() : m_readOnlyReason);
}

} // namespace gpuplan
