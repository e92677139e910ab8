#include "PlanInputs.h"

#include "catalog/ModelCatalog.h"
#include "planner/RuleChecks.h"
#include "util/Quantity.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gpuplan {

PlanInputs::PlanInputs(const PlannerData& data, QWidget* parent)
    : QObject(parent), m_data(data), m_advice(new QLabel), m_stage(new QComboBox), m_model(new QComboBox),
      m_params(new QLineEdit), m_method(new QComboBox), m_precision(new QComboBox),
      m_optimizer(new QComboBox), m_seq(new QSpinBox), m_globalBatch(new QSpinBox), m_tokens(new QLineEdit),
      m_dataset(new QLineEdit), m_epochs(new QDoubleSpinBox), m_recompute(new QComboBox),
      m_stack(new QComboBox), m_deadline(new QLineEdit), m_concurrency(new QSpinBox), m_context(new QSpinBox),
      m_throughput(new QLineEdit), m_budget(new QLineEdit), m_term(new QComboBox),
      m_months(new QDoubleSpinBox), m_prices(new QComboBox), m_sort(new QComboBox),
      m_quoteIdsLabel(new QLabel), m_gpus(new QTreeWidget), m_maxGpus(new QSpinBox),
      m_maxServers(new QSpinBox), m_region(new QComboBox), m_unoffered(new QCheckBox),
      m_network(new QComboBox), m_steady(new QCheckBox)
{
    for (int i = 0; i < 3; ++i) {
        m_sections[i] = new QWidget(parent);
        m_sections[i]->setObjectName(QStringLiteral("planSection%1").arg(i));
        m_forms[i] = new QFormLayout(m_sections[i]);
        m_forms[i]->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        m_forms[i]->setRowWrapPolicy(QFormLayout::WrapLongRows);
    }
    m_advice->setObjectName(QStringLiteral("stageAdvice"));
    m_advice->setWordWrap(true);
    m_advice->setTextFormat(Qt::PlainText);
    m_forms[StageSection]->addRow(m_advice);
    m_sectionOf.insert(QStringLiteral("stage"), StageSection);
    addRow(m_forms[StageSection], QStringLiteral("stage"), m_stage);
    for (const char* k : {"model", "params", "method"})
        m_sectionOf.insert(QLatin1String(k), StageSection);
    addRow(m_forms[StageSection], QStringLiteral("model"), m_model);
    addRow(m_forms[StageSection], QStringLiteral("params"), m_params);
    for (const char* k : {"layers", "hidden", "heads", "kv-heads", "ffn", "vocab"}) {
        auto* spin = new QSpinBox;
        spin->setRange(0, 10000000);
        spin->setGroupSeparatorShown(true);
        spin->setObjectName(QStringLiteral("shape-%1").arg(QLatin1String(k)));
        m_shape.append({QLatin1String(k), spin});
        m_sectionOf.insert(QLatin1String(k), StageSection);
        addRow(m_forms[StageSection], QLatin1String(k), spin);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!m_filling)
                emit changed();
        });
    }
    // The FFN's kind: gated (SwiGLU, three matrices) unless unticked.
    m_gatedFfn = new QCheckBox;
    m_gatedFfn->setObjectName(QStringLiteral("gatedFfnCheck"));
    m_gatedFfn->setChecked(true);
    m_forms[StageSection]->addRow(QString(), m_gatedFfn);
    connect(m_gatedFfn, &QCheckBox::toggled, this, [this] {
        if (!m_filling)
            emit changed();
    });
    addRow(m_forms[StageSection], QStringLiteral("method"), m_method);
    for (const char* k :
         {"precision", "optimizer", "seq", "global-batch", "tokens", "dataset-tokens", "epochs", "recompute",
          "stack", "deadline", "concurrency", "context", "target-tokens-per-second"})
        m_sectionOf.insert(QLatin1String(k), WorkloadSection);
    QFormLayout* w = m_forms[WorkloadSection];
    addRow(w, QStringLiteral("precision"), m_precision);
    addRow(w, QStringLiteral("optimizer"), m_optimizer);
    addRow(w, QStringLiteral("seq"), m_seq);
    addRow(w, QStringLiteral("global-batch"), m_globalBatch);
    addRow(w, QStringLiteral("tokens"), m_tokens);
    addRow(w, QStringLiteral("dataset-tokens"), m_dataset);
    addRow(w, QStringLiteral("epochs"), m_epochs);
    addRow(w, QStringLiteral("recompute"), m_recompute);
    addRow(w, QStringLiteral("stack"), m_stack);
    addRow(w, QStringLiteral("deadline"), m_deadline);
    w->addRow(QString(), m_steady);
    addRow(w, QStringLiteral("concurrency"), m_concurrency);
    addRow(w, QStringLiteral("context"), m_context);
    addRow(w, QStringLiteral("target-tokens-per-second"), m_throughput);
    for (const char* k : {"budget", "term", "rental-months", "prices", "sort", "gpu", "max-gpus",
                          "max-servers", "region", "network"})
        m_sectionOf.insert(QLatin1String(k), BudgetSection);
    QFormLayout* b = m_forms[BudgetSection];
    addRow(b, QStringLiteral("budget"), m_budget);
    addRow(b, QStringLiteral("term"), m_term);
    addRow(b, QStringLiteral("rental-months"), m_months);
    addRow(b, QStringLiteral("prices"), m_prices);
    m_quoteIdsLabel->setObjectName(QStringLiteral("quoteIdsLabel"));
    m_quoteIdsLabel->setWordWrap(true);
    m_quoteIdsLabel->hide();
    b->addRow(QString(), m_quoteIdsLabel);
    connect(m_quoteIdsLabel, &QLabel::linkActivated, this, [this] {
        m_quoteIds.clear();
        m_quoteIdsLabel->hide();
        emit changed();
    });
    addRow(b, QStringLiteral("sort"), m_sort);
    addRow(b, QStringLiteral("gpu"), m_gpus);
    addRow(b, QStringLiteral("max-gpus"), m_maxGpus);
    addRow(b, QStringLiteral("max-servers"), m_maxServers);
    addRow(b, QStringLiteral("region"), m_region);
    b->addRow(QString(), m_unoffered);
    addRow(b, QStringLiteral("network"), m_network);

    // Object names: the GUI tests drive the fields by them.
    const QList<QPair<QWidget*, const char*>> names{{m_stage, "stageCombo"},
                                                    {m_model, "planModelCombo"},
                                                    {m_params, "paramsEdit"},
                                                    {m_method, "planMethodCombo"},
                                                    {m_precision, "planPrecisionCombo"},
                                                    {m_optimizer, "optimizerCombo"},
                                                    {m_seq, "seqSpin"},
                                                    {m_globalBatch, "globalBatchSpin"},
                                                    {m_tokens, "planTokensEdit"},
                                                    {m_dataset, "datasetEdit"},
                                                    {m_epochs, "epochsSpin"},
                                                    {m_recompute, "recomputeCombo"},
                                                    {m_stack, "stackCombo"},
                                                    {m_deadline, "deadlineEdit"},
                                                    {m_concurrency, "concurrencySpin"},
                                                    {m_context, "contextSpin"},
                                                    {m_throughput, "throughputEdit"},
                                                    {m_budget, "budgetEdit"},
                                                    {m_term, "termCombo"},
                                                    {m_months, "monthsSpin"},
                                                    {m_prices, "pricesCombo"},
                                                    {m_sort, "sortCombo"},
                                                    {m_gpus, "gpuTree"},
                                                    {m_maxGpus, "maxGpusSpin"},
                                                    {m_maxServers, "maxServersSpin"},
                                                    {m_region, "regionCombo"},
                                                    {m_unoffered, "unofferedCheck"},
                                                    {m_network, "networkCombo"},
                                                    {m_steady, "steadyStateCheck"}};
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));

    // Long choices must not widen the side panel: combos size to a few characters and elide.
    for (QComboBox* c : {m_stage, m_model, m_method, m_precision, m_optimizer, m_recompute, m_stack, m_term,
                         m_prices, m_sort, m_region, m_network}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(8);
    }
    for (QLineEdit* e : {m_params, m_tokens, m_dataset, m_deadline, m_throughput, m_budget})
        e->setMinimumWidth(80);
    // The model: a searchable list of the presets and "custom size".
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    for (const ModelSpec& m : ModelCatalog::shipped().models())
        m_model->addItem(modelChoiceText(m), m.id);
    m_model->addItem(QString(), QString());                    // custom size; text set in retranslate
    m_model->addItem(QString(), QLatin1String(kArchitecture)); // custom architecture
    for (int i = 0; i < kPrecisionCount; ++i)
        m_precision->addItem(precisionName(Precision(i)).toUpper(), i);
    for (Optimizer o : {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::SgdMomentum, Optimizer::Adafactor})
        m_optimizer->addItem(optimizerLabel(o), int(o));
    m_seq->setRange(0, 1000000);
    m_globalBatch->setRange(0, 1000000);
    m_epochs->setRange(0, 1000);
    m_epochs->setDecimals(1);
    m_concurrency->setRange(0, 1000000);
    m_context->setRange(0, 10000000);
    m_months->setRange(0, 1200);
    m_months->setDecimals(1);
    m_maxGpus->setRange(1, 100000);
    m_maxServers->setRange(0, 10000);
    // First "as in the settings" (the request names no region), then the regions of the reference prices.
    for (const char* region : {"", "China", "global"}) // texts: retranslateRegions
        m_region->addItem(QString(), QString::fromLatin1(region));
    m_gpus->setHeaderHidden(true);
    m_gpus->setRootIsDecorated(true);
    m_gpus->setMinimumHeight(160);
    fillGpus();

    // Every input reports a change (unless the form is being filled from a request).
    const auto edited = [this] {
        if (!m_filling)
            emit changed();
    };
    for (QComboBox* c : {m_model, m_precision, m_optimizer, m_recompute, m_stack, m_term, m_prices, m_sort,
                         m_region, m_network})
        connect(c, &QComboBox::currentIndexChanged, this, edited);
    connect(m_model, &QComboBox::currentIndexChanged, this, &PlanInputs::modelChosen);
    connect(m_stage, &QComboBox::currentIndexChanged, this, &PlanInputs::stageChosen);
    connect(m_method, &QComboBox::currentIndexChanged, this, &PlanInputs::methodChanged);
    for (QLineEdit* e : {m_params, m_tokens, m_dataset, m_deadline, m_throughput, m_budget})
        connect(e, &QLineEdit::textChanged, this, edited);
    for (QSpinBox* s : {m_seq, m_globalBatch, m_concurrency, m_context, m_maxGpus, m_maxServers})
        connect(s, &QSpinBox::valueChanged, this, edited);
    for (QDoubleSpinBox* s : {m_epochs, m_months})
        connect(s, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_gpus, &QTreeWidget::itemChanged, this, edited);
    connect(m_unoffered, &QCheckBox::toggled, this, edited);
    connect(m_steady, &QCheckBox::toggled, this, edited);
    fillCombos();
    retranslate();
    setRequest(PlanRequest::forStage(Stage::MidScale, m_data.catalog()));
}

void PlanInputs::fillGpus()
{
    const bool filling = m_filling;
    m_filling = true;
    m_gpus->clear();
    for (Tier t : {Tier::Entry, Tier::Advanced, Tier::Flagship}) {
        auto* group = new QTreeWidgetItem(m_gpus, {tierLabel(t)});
        group->setData(0, Qt::UserRole, int(t));
        group->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
        group->setCheckState(0, Qt::Checked);
        for (const GpuModel& g : m_data.catalog().gpus())
            if (g.tier == t) {
                auto* item = new QTreeWidgetItem(group, {g.vendor + QLatin1Char(' ') + g.displayName()});
                item->setData(0, Qt::UserRole, g.id);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                item->setCheckState(0, Qt::Checked);
            }
    }
    m_filling = filling;
}

void PlanInputs::retranslateRegions()
{
    m_region->setItemText(0, tr("As in the settings (%1)").arg(regionLabel(m_data.region())));
    for (int i = 1; i < m_region->count(); ++i)
        m_region->setItemText(i, regionLabel(m_region->itemData(i).toString()));
}

void PlanInputs::setData(const PlannerData& data)
{
    auto r = request();
    m_data = data;
    retranslateRegions();
    fillGpus();
    if (r)
        setRequest(r.value());
}

QWidget* PlanInputs::section(Section s) const
{
    return m_sections[s];
}

void PlanInputs::addRow(QFormLayout* form, const QString& key, QWidget* field)
{
    auto* label = new QLabel;
    label->setBuddy(field);
    auto* error = new QLabel;
    error->setObjectName(QStringLiteral("error-") + key);
    error->setWordWrap(true);
    error->setStyleSheet(QStringLiteral("color: #b00020;"));
    error->hide();
    auto* box = new QWidget;
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(field);
    v->addWidget(error);
    form->addRow(label, box);
    m_labels.insert(key, label);
    m_errors.insert(key, error);
}

void PlanInputs::fillCombos()
{
    // Texts that depend on the language; the current choices are kept.
    const QSignalBlocker b1(m_stage), b2(m_method), b3(m_recompute), b4(m_term), b5(m_prices), b6(m_network),
        b7(m_sort), b8(m_stack);
    auto refill = [](QComboBox* c, const QList<QPair<QString, QVariant>>& items) {
        const QVariant current = c->currentData();
        c->clear();
        for (const auto& [text, data] : items)
            c->addItem(text, data);
        const int i = c->findData(current);
        c->setCurrentIndex(i >= 0 ? i : 0);
    };
    QList<QPair<QString, QVariant>> stages;
    for (Stage s : allStages())
        stages.append({stageLabel(s), int(s)});
    refill(m_stage, stages);
    QList<QPair<QString, QVariant>> methods;
    for (int i = 0; i <= int(Method::Pretrain); ++i)
        methods.append({methodLabel(Method(i)), i});
    refill(m_method, methods);
    refill(m_recompute, {{tr("Method's default"), -1},
                         {recomputeLabel(Recompute::None), int(Recompute::None)},
                         {recomputeLabel(Recompute::Selective), int(Recompute::Selective)},
                         {recomputeLabel(Recompute::Full), int(Recompute::Full)}});
    QList<QPair<QString, QVariant>> stacks;
    for (SoftwareStack st :
         {SoftwareStack::Unknown, SoftwareStack::Megatron, SoftwareStack::Fsdp, SoftwareStack::DeepSpeed,
          SoftwareStack::HfTrainer, SoftwareStack::LlamaFactory, SoftwareStack::MindSpeed})
        stacks.append({st == SoftwareStack::Unknown ? tr("Not stated") : stackLabel(st), int(st)});
    refill(m_stack, stacks);
    QList<QPair<QString, QVariant>> terms{{tr("Cheapest guaranteed term"), -1}};
    for (RentalTerm t :
         {RentalTerm::Hourly, RentalTerm::Daily, RentalTerm::Monthly, RentalTerm::Yearly, RentalTerm::Spot})
        terms.append({rentalTermLabel(t), int(t)});
    refill(m_term, terms);
    refill(m_prices, {{tr("Reference prices"), int(PriceSource::Reference)},
                      {tr("My stored quotes"), int(PriceSource::Quotes)},
                      {tr("Both (the cheaper)"), int(PriceSource::Both)}});
    refill(m_sort, {{tr("Recommended first"), -1},
                    {tr("Fastest first"), int(SortOrder::Fastest)},
                    {tr("Fewest GPUs first"), int(SortOrder::FewestGpus)},
                    {tr("Cheapest first"), int(SortOrder::Cheapest)}});
    refill(m_network, {{tr("RDMA (InfiniBand or RoCE)"), int(Network::Rdma)},
                       {tr("Ethernet (TCP)"), int(Network::Ethernet)}});
}

void PlanInputs::retranslate()
{
    // Texts only: nothing the user entered changes, so nothing is reported as changed.
    const bool wasFilling = m_filling;
    m_filling = true;
    for (auto it = m_labels.cbegin(); it != m_labels.cend(); ++it)
        it.value()->setText(fieldLabel(it.key()));
    m_labels.value(QStringLiteral("gpu"))->setText(tr("Allowed GPUs"));
    m_unoffered->setText(tr("Include GPUs without a known offer in the region"));
    m_unoffered->setToolTip(tr("GPUs with no reference price in the region and no stored quote are left out "
                               "unless this is on; their rows then say so."));
    m_steady->setText(tr("Steady-state speed only"));
    m_steady->setToolTip(
        tr("Leave out what a whole run loses to interruptions, checkpoints, restarts and server "
           "replacements (off by default: the plan counts a whole run)."));
    retranslateRegions();
    m_model->setItemText(m_model->count() - 2, tr("Custom size…"));
    m_model->setItemText(m_model->count() - 1, tr("Custom architecture…"));
    m_shape.at(3).second->setSpecialValueText(tr("As many as the heads"));
    m_gatedFfn->setText(tr("Gated FFN (SwiGLU, as Llama)"));
    m_stack->setToolTip(
        tr("The software the job is trained with. Each has its own efficiency factor, fitted on its "
           "own published runs. Not stated: a dense model's steady-state estimate takes the wider band; "
           "fine-tuning, MoE models and whole runs have bands of their own."));
    m_gatedFfn->setToolTip(tr("Untick for a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon): "
                              "the size and the FLOPs follow"));
    for (const auto& [key, spin] : std::as_const(m_shape))
        spin->setToolTip(tr("A custom model's architecture, as in the model's config.json; its size follows "
                            "from it"));
    m_params->setPlaceholderText(tr("e.g. 13B"));
    m_tokens->setPlaceholderText(tr("e.g. 100M, 1.5B; empty = dataset × epochs or the method's default"));
    m_dataset->setPlaceholderText(tr("tokens, e.g. 50M"));
    m_deadline->setPlaceholderText(tr("e.g. 21d, 3w, 500h; empty = none"));
    m_throughput->setPlaceholderText(tr("output tokens/s for the whole service"));
    m_budget->setPlaceholderText(tr("VAT excluded, e.g. 200000, 20万, 30000USD; empty = none"));
    m_seq->setSpecialValueText(tr("Default"));
    m_globalBatch->setSpecialValueText(tr("Default"));
    m_concurrency->setSpecialValueText(tr("Default"));
    m_context->setSpecialValueText(tr("Default"));
    m_epochs->setSpecialValueText(tr("—"));
    m_months->setSpecialValueText(tr("From the job"));
    m_months->setSuffix(tr(" months"));
    m_maxServers->setSpecialValueText(tr("No limit"));
    m_gpus->setAccessibleName(tr("Allowed GPUs"));
    for (int i = 0; i < m_gpus->topLevelItemCount(); ++i) {
        QTreeWidgetItem* g = m_gpus->topLevelItem(i);
        g->setText(0, tierLabel(Tier(g->data(0, Qt::UserRole).toInt())));
    }
    fillCombos();
    m_advice->setText(adviceText(Stage(m_stage->currentData().toInt())));
    m_advice->setToolTip(seedArticleTitles().join(QLatin1Char('\n'))); // what [1], [2], [3] are
    showQuoteIds();
    for (auto it = m_labels.cbegin(); it != m_labels.cend(); ++it)
        if (it.value()->buddy())
            it.value()->buddy()->setAccessibleName(it.value()->text());
    m_filling = wasFilling;
}

void PlanInputs::showQuoteIds()
{
    QStringList ids;
    for (qint64 id : std::as_const(m_quoteIds))
        ids << QString::number(id);
    m_quoteIdsLabel->setVisible(!ids.isEmpty());
    m_quoteIdsLabel->setText(tr("Only quotes %1, from the comparison. <a href=\"all\">Use every quote</a>")
                                 .arg(ids.join(tr(", "))));
}

// The stage's advice; for serving, where a served model is planned (users, latency targets, cost per million
// tokens): here the stage is an offline batch of tokens.
QString PlanInputs::adviceText(Stage s) const
{
    if (s != Stage::Serving)
        return stageAdvice(s);
    return stageAdvice(s) + QStringLiteral("\n\n") +
           tr("A model served to users (concurrent users, the time to the first word, cost per million "
              "tokens) "
              "is planned in the Serving area (Ctrl+6); here serving is planned as a batch of tokens.");
}

void PlanInputs::stageChosen()
{
    const Stage s = Stage(m_stage->currentData().toInt());
    m_advice->setText(adviceText(s));
    if (m_filling)
        return;
    // A new stage brings its defaults (seed 000), as core defines them.
    setRequest(PlanRequest::forStage(s, m_data.catalog()));
    emit changed();
}

void PlanInputs::methodChanged()
{
    const bool serving = Method(m_method->currentData().toInt()) == Method::Inference;
    for (const char* k : {"concurrency", "context", "target-tokens-per-second"}) {
        m_labels.value(QLatin1String(k))->setVisible(serving);
        m_labels.value(QLatin1String(k))->buddy()->parentWidget()->setVisible(serving);
    }
    for (const char* k : {"optimizer", "global-batch", "recompute", "stack", "dataset-tokens", "epochs"}) {
        m_labels.value(QLatin1String(k))->setVisible(!serving);
        m_labels.value(QLatin1String(k))->buddy()->parentWidget()->setVisible(!serving);
    }
    if (!m_filling)
        emit changed();
}

void PlanInputs::modelChosen()
{
    const QString choice = m_model->currentData().toString();
    const bool size = m_model->currentIndex() >= 0 && choice.isEmpty();
    const bool architecture = choice == QLatin1String(kArchitecture);
    m_labels.value(QStringLiteral("params"))->setVisible(size);
    m_params->parentWidget()->setVisible(size);
    // Starting an architecture from scratch: the preset chosen before gives the first values.
    if (architecture && !m_filling) {
        bool empty = true;
        for (const auto& [key, spin] : std::as_const(m_shape))
            empty &= spin->value() == 0;
        if (empty) {
            auto preset = ModelCatalog::shipped().find(m_lastPreset);
            if (preset && !preset->isMoe()) {
                const QSignalBlocker b(this);
                const ModelSpec& m = preset.value();
                const int values[] = {m.layers, m.hidden, m.heads, m.kvHeads, m.ffn, m.vocab};
                m_filling = true;
                for (int i = 0; i < m_shape.size(); ++i)
                    m_shape[i].second->setValue(values[i]);
                m_gatedFfn->setChecked(m.gatedFfn);
                m_filling = false;
            }
        }
    }
    if (!choice.isEmpty() && !architecture)
        m_lastPreset = choice;
    for (const auto& [key, spin] : std::as_const(m_shape)) {
        m_labels.value(key)->setVisible(architecture);
        spin->parentWidget()->setVisible(architecture);
    }
    m_gatedFfn->setVisible(architecture);
}

} // namespace gpuplan
