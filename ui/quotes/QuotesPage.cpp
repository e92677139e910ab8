#include "QuotesPage.h"

#include "storage/CatalogStore.h"
#include "storage/QuoteStore.h"

#include <QCollator>
#include <QDate>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
// Sorts text with the locale's collation (pinyin order for Chinese), numbers as numbers.
class CollatingProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex& a, const QModelIndex& b) const override
    {
        const QVariant va = a.data(QuoteTableModel::SortRole), vb = b.data(QuoteTableModel::SortRole);
        if (va.typeId() == QMetaType::QString)
            return m_collator.compare(va.toString(), vb.toString()) < 0;
        return QVariant::compare(va, vb) == QPartialOrdering::Less;
    }

private:
    QCollator m_collator;
};
} // namespace

QuotesPage::QuotesPage(QWidget* parent)
    : QWidget(parent), m_model(new QuoteTableModel(this)), m_proxy(new CollatingProxy(this)),
      m_view(new QTableView(this)), m_details(new QTextBrowser(this)), m_summary(new QLabel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(QuoteTableModel::SortRole);
    m_view->setObjectName(QStringLiteral("quotesView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(QuoteTableModel::Normalised, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    m_details->setObjectName(QStringLiteral("quoteDetails"));
    m_summary->setObjectName(QStringLiteral("quotesSummary"));
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &QuotesPage::showDetails);
}

void QuotesPage::setDatabase(Database* db)
{
    m_db = db;
    reload();
}

void QuotesPage::reload()
{
    if (!m_db)
        return;
    auto catalog = CatalogStore(*m_db).loadCatalog();
    auto quotes = QuoteStore(*m_db).list();
    if (!catalog || !quotes) {
        m_summary->setText((catalog ? quotes.error() : catalog.error()).toString());
        return;
    }
    m_model->setQuotes(quotes.value(), catalog.value(), QDate::currentDate().year());
    retranslate();
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
}

void QuotesPage::retranslate()
{
    m_model->retranslate();
    m_view->resizeColumnsToContents();
    m_summary->setText(
        tr("%n quote(s). Prices are compared per GPU-hour in CNY without VAT; hover a check for its "
           "explanation. Import more with: gpuplan quotes import FILE",
           nullptr, m_model->rowCount()));
    showDetails();
}

void QuotesPage::showDetails()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    if (!current.isValid()) {
        m_details->setPlainText(tr("Select a quote to see the seeds' checks for its servers."));
        return;
    }
    const Quote& q = m_model->quoteAt(current.row());
    QString html =
        QStringLiteral("<h3>%1 — %2</h3>").arg(q.provider.toHtmlEscaped(), q.quoteNumber.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(tr("Checks for training on these servers:"));
    html += QStringLiteral("<ul>");
    for (const Check& c : m_model->checksAt(current.row()))
        html += QStringLiteral("<li><b>%1</b> %2 <i>(%3)</i></li>")
                    .arg(checkStatusLabel(c.status), c.message.toHtmlEscaped(), c.source.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (!q.notes.isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(q.notes.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    m_details->setHtml(html);
}

} // namespace gpuplan
