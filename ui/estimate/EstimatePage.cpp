#include "EstimatePage.h"

#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "estimate/TimeEstimator.h"
#include "planner/RuleChecks.h"
#include "util/Quantity.h"

#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextBrowser>

namespace gpuplan {

EstimatePage::EstimatePage(QWidget* parent)
    : QWidget(parent), m_form(new QFormLayout), m_model(new QComboBox(this)), m_method(new QComboBox(this)),
      m_precision(new QComboBox(this)), m_gpu(new QComboBox(this)), m_gpus(new QSpinBox(this)),
      m_tokens(new QLineEdit(this)), m_memory(new QTableWidget(this)), m_verdict(new QLabel(this)),
      m_details(new QTextBrowser(this))
{
    m_model->setObjectName(QStringLiteral("modelCombo"));
    m_method->setObjectName(QStringLiteral("methodCombo"));
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    m_gpu->setObjectName(QStringLiteral("gpuCombo"));
    m_gpus->setObjectName(QStringLiteral("gpuCountSpin"));
    m_tokens->setObjectName(QStringLiteral("tokensEdit"));
    m_memory->setObjectName(QStringLiteral("memoryTable"));
    m_verdict->setObjectName(QStringLiteral("verdictLabel"));
    m_details->setObjectName(QStringLiteral("estimateDetails"));

    for (const ModelSpec& m : ModelCatalog::shipped().models())
        m_model->addItem(m.name, m.id);
    m_model->setCurrentIndex(m_model->findData(QStringLiteral("llama-2-7b")));
    for (int i = 0; i < kPrecisionCount; ++i)
        m_precision->addItem(precisionName(Precision(i)).toUpper(), i);
    m_precision->setCurrentIndex(int(Precision::BF16));
    for (const GpuModel& g : GpuCatalog::shipped().gpus())
        m_gpu->addItem(g.vendor + QLatin1Char(' ') + g.displayName(), g.id);
    m_gpu->setCurrentIndex(m_gpu->findData(QStringLiteral("rtx-4090")));
    m_gpus->setRange(1, 4096);
    m_tokens->setText(QStringLiteral("100M"));
    m_memory->setColumnCount(2);
    m_memory->verticalHeader()->hide();
    m_memory->horizontalHeader()->setStretchLastSection(true);
    m_memory->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_memory->verticalHeader()->setDefaultSectionSize(m_memory->fontMetrics().height() + 8);
    m_memory->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_verdict->setWordWrap(true);

    auto* left = new QVBoxLayout;
    left->addLayout(m_form);
    left->addWidget(m_memory);
    left->addWidget(m_verdict);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addWidget(m_details, 3);

    for (QComboBox* c : {m_model, m_method, m_precision, m_gpu})
        connect(c, &QComboBox::currentIndexChanged, this, &EstimatePage::recompute);
    connect(m_gpus, &QSpinBox::valueChanged, this, &EstimatePage::recompute);
    connect(m_tokens, &QLineEdit::textChanged, this, &EstimatePage::recompute);
    retranslate();
}

void EstimatePage::retranslate()
{
    while (m_form->rowCount() > 0)
        m_form->takeRow(0);
    m_form->addRow(tr("Model"), m_model);
    m_form->addRow(tr("Training stage"), m_method);
    m_form->addRow(tr("Precision"), m_precision);
    m_form->addRow(tr("GPU"), m_gpu);
    m_form->addRow(tr("Number of GPUs"), m_gpus);
    m_form->addRow(tr("Tokens"), m_tokens);
    const QSignalBlocker block(m_method);
    const int method = m_method->currentIndex() < 0 ? int(Method::Lora) : m_method->currentIndex();
    m_method->clear();
    for (int i = 0; i <= int(Method::Pretrain); ++i)
        m_method->addItem(methodLabel(Method(i)), i);
    m_method->setCurrentIndex(method);
    m_memory->setHorizontalHeaderLabels({tr("Memory per GPU"), tr("GiB")});
    m_tokens->setToolTip(tr("Training tokens, e.g. 500M or 1T"));
    recompute();
}

void EstimatePage::recompute()
{
    auto model = ModelCatalog::shipped().find(m_model->currentData().toString());
    const GpuModel* gpu = GpuCatalog::shipped().byId(m_gpu->currentData().toString());
    if (!model || !gpu || m_method->currentIndex() < 0)
        return;
    Workload w = Workload::defaultsFor(model.value(), Method(m_method->currentData().toInt()));
    w.precision = Precision(m_precision->currentData().toInt());
    auto tokens = Quantity::parseCount(m_tokens->text(), tr("Tokens"));
    if (tokens)
        w.tokens = tokens.value();
    const int G = m_gpus->value();
    const Cluster cluster{gpu, std::min(G, 8), (G + 7) / 8, Network::Rdma};
    const Parallelism par{1, 1, G, G > 1 && isTraining(w.method) ? 3 : 0};
    Status valid = w.validate();
    if (valid && G > 8 && G % 8 != 0)
        valid = Status::failure(tr("Number of GPUs"),
                                tr("more than 8 GPUs come in servers of 8: use a multiple of 8"));
    if (valid)
        valid = validateLayout(w, cluster, par);
    if (!tokens)
        valid = tokens.error();
    if (!valid) {
        m_memory->setRowCount(0);
        m_verdict->setText(QStringLiteral("<b>%1</b>").arg(valid.error().toString().toHtmlEscaped()));
        m_details->clear();
        return;
    }
    const MemoryEstimator mem(w);
    const MemoryBreakdown mb = mem.estimate(par, gpu->capacityBytes());
    const TimeEstimator time(w);
    const TimeEstimate te = time.estimate(cluster, par, mb);
    const QList<QPair<QString, double>> rows{{tr("Weights"), mb.weights},
                                             {tr("Gradients"), mb.gradients},
                                             {tr("Optimizer states"), mb.optimizer},
                                             {tr("Activations"), mb.activations},
                                             {tr("KV cache"), mb.kvCache},
                                             {tr("Framework overhead"), mb.overhead},
                                             {tr("Total"), mb.total()},
                                             {tr("GPU memory"), mb.capacity}};
    m_memory->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        m_memory->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        auto* value = new QTableWidgetItem(QLocale().toString(rows[i].second / Quantity::kGiB, 'f', 1));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_memory->setItem(i, 1, value);
    }
    QString verdict =
        mb.fits()
            ? tr("Fits: %1 GiB free per GPU.").arg(QLocale().toString(mb.headroom() / Quantity::kGiB, 'f', 1))
            : tr("Does not fit: %1 GiB short per GPU.")
                  .arg(QLocale().toString(-mb.headroom() / Quantity::kGiB, 'f', 1));
    if (isTraining(w.method))
        verdict += QLatin1Char(' ') + tr("%1 tokens take %2 h on %3 GPU(s) (%4 GPU-hours).")
                                          .arg(Quantity::formatCount(w.effectiveTokens()))
                                          .arg(QLocale().toString(te.wallHours, 'f', 1))
                                          .arg(G)
                                          .arg(QLocale().toString(te.gpuHours, 'f', 0));
    m_verdict->setText(verdict);

    QString html = QStringLiteral("<h3>%1</h3><ul>").arg(tr("Checks"));
    CheckContext ctx;
    ctx.currentYear = QDate::currentDate().year();
    for (const Check& c : checkConfiguration(w, cluster, par, mb, ctx))
        html += QStringLiteral("<li><b>%1</b> %2 <i>(%3)</i></li>")
                    .arg(checkStatusLabel(c.status), c.message.toHtmlEscaped(), c.source.toHtmlEscaped());
    html += QStringLiteral("</ul><h3>%1</h3><ul>").arg(tr("How the figures are computed"));
    QList<Explanation> ex = mem.explain(par, gpu->capacityBytes());
    ex += time.explain(cluster, par, mb);
    for (const Explanation& e : ex)
        html += QStringLiteral("<li><b>%1</b> = %2<br><small>%3 — %4</small></li>")
                    .arg(e.item.toHtmlEscaped(), e.formula.toHtmlEscaped(), e.inputs.toHtmlEscaped(),
                         e.source.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_details->setHtml(html);
}

} // namespace gpuplan
