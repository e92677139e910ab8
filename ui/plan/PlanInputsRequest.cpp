#include "FieldText.h"
#include "PlanInputs.h"

#include "catalog/ModelCatalog.h"
#include "util/Quantity.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTreeWidget>

// The form and the plan request it stands for: filled from one, read into one (every field's problem at
// once).

namespace gpuplan {

QStringList PlanInputs::allowedGpus() const
{
    QStringList ids;
    int all = 0;
    for (int i = 0; i < m_gpus->topLevelItemCount(); ++i) {
        QTreeWidgetItem* g = m_gpus->topLevelItem(i);
        for (int j = 0; j < g->childCount(); ++j, ++all)
            if (g->child(j)->checkState(0) == Qt::Checked)
                ids << g->child(j)->data(0, Qt::UserRole).toString();
    }
    return ids.size() == all && all > 0 ? QStringList{QString()} : ids; // {""}: every GPU
}

void PlanInputs::setRequest(const PlanRequest& r)
{
    const bool filling = m_filling;
    m_filling = true;
    m_stage->setCurrentIndex(m_stage->findData(int(r.stage)));
    const QString choice = !r.modelId.isEmpty()       ? r.modelId
                           : !r.customShape.isEmpty() ? QString::fromLatin1(kArchitecture)
                                                      : QString();
    m_model->setCurrentIndex(m_model->findData(choice));
    fieldtext::setCount(m_params, r.customParams);
    const int values[] = {r.customShape.layers,  r.customShape.hidden, r.customShape.heads,
                          r.customShape.kvHeads, r.customShape.ffn,    r.customShape.vocab};
    for (int i = 0; i < m_shape.size(); ++i)
        m_shape[i].second->setValue(values[i]);
    m_gatedFfn->setChecked(r.customShape.gatedFfn.value_or(true));
    modelChosen();
    m_method->setCurrentIndex(m_method->findData(int(r.method)));
    m_precision->setCurrentIndex(m_precision->findData(int(r.precision)));
    m_optimizer->setCurrentIndex(m_optimizer->findData(int(r.optimizer)));
    m_seq->setValue(r.seqLen);
    m_globalBatch->setValue(r.globalBatch);
    fieldtext::setCount(m_tokens, r.tokens);
    fieldtext::setCount(m_dataset, r.datasetTokens);
    m_epochs->setValue(r.epochs);
    m_recompute->setCurrentIndex(m_recompute->findData(r.recompute ? int(*r.recompute) : -1));
    m_stack->setCurrentIndex(m_stack->findData(int(r.stack)));
    fieldtext::setHours(m_deadline, r.deadlineHours, m_data.hoursPerMonth());
    m_concurrency->setValue(r.concurrency);
    m_context->setValue(r.contextLen);
    m_throughput->setText(r.targetTokensPerSecond > 0 ? QString::number(r.targetTokensPerSecond) : QString());
    fieldtext::setMoney(m_budget, r.budget);
    m_term->setCurrentIndex(m_term->findData(r.term ? int(*r.term) : -1));
    m_months->setValue(r.rentalMonths);
    m_prices->setCurrentIndex(m_prices->findData(int(r.prices)));
    m_quoteIds = r.quoteIds;
    showQuoteIds();
    m_sort->setCurrentIndex(m_sort->findData(r.sort ? int(*r.sort) : -1));
    m_unoffered->setChecked(r.includeUnoffered);
    m_steady->setChecked(r.steadyState);
    for (int i = 0; i < m_gpus->topLevelItemCount(); ++i) {
        QTreeWidgetItem* g = m_gpus->topLevelItem(i);
        for (int j = 0; j < g->childCount(); ++j) {
            QTreeWidgetItem* item = g->child(j);
            const bool on =
                r.allowedGpuIds.isEmpty() || r.allowedGpuIds.contains(item->data(0, Qt::UserRole));
            item->setCheckState(0, on ? Qt::Checked : Qt::Unchecked);
        }
        g->setExpanded(false);
    }
    m_maxGpus->setValue(r.maxGpus);
    m_maxServers->setValue(r.maxServers);
    int region = m_region->findData(r.region);
    if (region < 0) {
        m_region->addItem(r.region, r.region);
        region = m_region->count() - 1;
    }
    m_region->setCurrentIndex(region);
    m_network->setCurrentIndex(m_network->findData(int(r.network)));
    m_advice->setText(stageAdvice(r.stage));
    methodChanged();
    m_filling = filling;
    clearErrors();
}

void PlanInputs::showDoubts(const PlanRequest& r)
{
    // Values that read but are unlikely to be meant: said next to the field, the plan made as asked.
    for (const Error& doubt : r.doubtful())
        if (QLabel* label = m_errors.value(doubt.field)) {
            label->setStyleSheet(QStringLiteral("color: #8a5a00;"));
            label->setText(doubt.message);
            label->show();
        }
}

void PlanInputs::clearErrors()
{
    for (QLabel* e : std::as_const(m_errors)) {
        e->clear();
        e->hide();
    }
    m_lastError.clear();
}

void PlanInputs::showError(const Error& e)
{
    if (m_lastError.isEmpty())
        m_lastError = e.toString();
    QLabel* label = m_errors.value(e.field);
    if (!label)
        label = m_errors.value(QStringLiteral("model"));
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->setText(label->text().isEmpty() ? e.message : label->text() + QLatin1Char('\n') + e.message);
    label->show();
}

ModelShape PlanInputs::formShape() const
{
    ModelShape shape;
    int* values[] = {&shape.layers, &shape.hidden, &shape.heads, &shape.kvHeads, &shape.ffn, &shape.vocab};
    for (int i = 0; i < m_shape.size(); ++i)
        *values[i] = m_shape[i].second->value();
    if (!m_gatedFfn->isChecked())
        shape.gatedFfn = false;
    return shape;
}

Result<PlanRequest> PlanInputs::request()
{
    clearErrors();
    // Every field's problem at once, each next to its field; the first is the answer's error.
    QList<Error> errors;
    auto fail = [&](const Error& e) {
        errors << e;
        showError(e); // the first one is m_lastError
    };
    auto count = [&](QLineEdit* edit, const char* key, double* out) -> Status {
        *out = 0;
        if (edit->text().trimmed().isEmpty())
            return Status();
        auto v = Quantity::parseCount(edit->text(), fieldLabel(QLatin1String(key)));
        if (!v)
            return Status(Error(v.error().message, v.error().where, QLatin1String(key)));
        *out = v.value();
        return Status();
    };
    PlanRequest r;
    r.stage = Stage(m_stage->currentData().toInt());
    r.modelId = m_model->currentData().toString();
    if (m_model->currentIndex() < 0 || m_model->findText(m_model->currentText()) < 0)
        fail(fieldError(QStringLiteral("model"),
                        tr("choose a model from the list, Custom size… or Custom architecture…")));
    if (r.modelId == QLatin1String(kArchitecture)) {
        r.modelId.clear();
        r.customShape = formShape();
        if (auto m = ModelCatalog::fromShape(r.customShape); !m)
            fail(m.error());
    } else if (r.modelId.isEmpty()) {
        if (Status s = count(m_params, "params", &r.customParams); !s)
            fail(s.error());
        else if (r.customParams <= 0)
            fail(fieldError(QStringLiteral("params"), tr("give the model's size, e.g. 13B")));
    }
    r.method = Method(m_method->currentData().toInt());
    r.precision = Precision(m_precision->currentData().toInt());
    r.optimizer = Optimizer(m_optimizer->currentData().toInt());
    r.seqLen = m_seq->value();
    r.globalBatch = r.method == Method::Inference ? 0 : m_globalBatch->value();
    const Status tokens = count(m_tokens, "tokens", &r.tokens);
    if (!tokens)
        fail(tokens.error());
    if (r.method != Method::Inference) {
        r.epochs = m_epochs->value();
        if (Status s = count(m_dataset, "dataset-tokens", &r.datasetTokens); !s)
            fail(s.error());
        else if (tokens && r.tokens <= 0 && (r.datasetTokens > 0) != (r.epochs > 0))
            fail(fieldError(r.datasetTokens > 0 ? QStringLiteral("epochs") : QStringLiteral("dataset-tokens"),
                            tr("give both the dataset size and the epochs, or the tokens")));
        if (m_recompute->currentData().toInt() >= 0)
            r.recompute = Recompute(m_recompute->currentData().toInt());
        r.stack = SoftwareStack(m_stack->currentData().toInt());
    } else {
        r.concurrency = m_concurrency->value();
        r.contextLen = m_context->value();
        if (!m_throughput->text().trimmed().isEmpty()) {
            auto v = Quantity::parseCount(m_throughput->text(),
                                          fieldLabel(QStringLiteral("target-tokens-per-second")));
            if (!v)
                fail(Error(v.error().message, v.error().where, QStringLiteral("target-tokens-per-second")));
            else
                r.targetTokensPerSecond = v.value();
        }
    }
    if (!m_deadline->text().trimmed().isEmpty()) {
        auto d = Quantity::parseHours(m_deadline->text(), fieldLabel(QStringLiteral("deadline")),
                                      m_data.hoursPerMonth());
        if (!d)
            fail(Error(d.error().message, d.error().where, QStringLiteral("deadline")));
        else
            r.deadlineHours = d.value();
    }
    if (!m_budget->text().trimmed().isEmpty()) {
        auto b = Money::parse(m_budget->text(), fieldLabel(QStringLiteral("budget")));
        if (!b)
            fail(Error(b.error().message, b.error().where, QStringLiteral("budget")));
        else
            r.budget = b.value();
    }
    if (m_term->currentData().toInt() >= 0)
        r.term = RentalTerm(m_term->currentData().toInt());
    r.rentalMonths = m_months->value();
    r.prices = PriceSource(m_prices->currentData().toInt());
    if (r.prices != PriceSource::Reference)
        r.quoteIds = m_quoteIds;
    if (m_sort->currentData().toInt() >= 0)
        r.sort = SortOrder(m_sort->currentData().toInt());
    r.includeUnoffered = m_unoffered->isChecked();
    r.steadyState = m_steady->isChecked();
    r.allowedGpuIds = allowedGpus();
    if (r.allowedGpuIds.isEmpty())
        fail(fieldError(QStringLiteral("gpu"), tr("allow at least one GPU")));
    else if (r.allowedGpuIds.first().isEmpty())
        r.allowedGpuIds.clear(); // every GPU, the catalog's future entries included
    r.maxGpus = m_maxGpus->value();
    r.maxServers = m_maxServers->value();
    r.region = m_region->currentData().toString();
    r.network = Network(m_network->currentData().toInt());
    if (!errors.isEmpty())
        return errors.first();
    // Core's own checks (the workload's contradictions, limits), shown next to their field.
    auto scenario = r.scenario(m_data.catalog(), m_data.hoursPerMonth(), m_data.region());
    if (!scenario) {
        fail(scenario.error());
        return scenario.error();
    }
    showDoubts(r);
    return r;
}

bool PlanInputs::validSection(Section s)
{
    auto r = request();
    if (r)
        return true;
    const Section failing = m_sectionOf.value(r.error().field, StageSection);
    if (failing != s && int(failing) > int(s)) {
        clearErrors(); // a later page's problem: that page will say it
        return true;
    }
    return false;
}

} // namespace gpuplan
