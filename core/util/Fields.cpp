#include "Result.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Fields)
};
} // namespace

QString fieldLabel(const QString& f)
{
    static const struct
    {
        const char* key;
        const char* label;
    } labels[] = {
        {"model", QT_TRANSLATE_NOOP("Fields", "Model")},
        {"params", QT_TRANSLATE_NOOP("Fields", "Model size")},
        {"method", QT_TRANSLATE_NOOP("Fields", "Method")},
        {"precision", QT_TRANSLATE_NOOP("Fields", "Precision")},
        {"optimizer", QT_TRANSLATE_NOOP("Fields", "Optimizer")},
        {"seq", QT_TRANSLATE_NOOP("Fields", "Sequence length")},
        {"micro-batch", QT_TRANSLATE_NOOP("Fields", "Micro-batch")},
        {"global-batch", QT_TRANSLATE_NOOP("Fields", "Global batch")},
        {"tokens", QT_TRANSLATE_NOOP("Fields", "Tokens")},
        {"lora-rank", QT_TRANSLATE_NOOP("Fields", "LoRA rank")},
        {"concurrency", QT_TRANSLATE_NOOP("Fields", "Concurrency")},
        {"context", QT_TRANSLATE_NOOP("Fields", "Context")},
        {"gpu", QT_TRANSLATE_NOOP("Fields", "GPU")},
        {"gpus", QT_TRANSLATE_NOOP("Fields", "Number of GPUs")},
        {"gpus-per-node", QT_TRANSLATE_NOOP("Fields", "GPUs per server")},
        {"tp", QT_TRANSLATE_NOOP("Fields", "Tensor parallel degree")},
        {"pp", QT_TRANSLATE_NOOP("Fields", "Pipeline parallel degree")},
        {"zero", QT_TRANSLATE_NOOP("Fields", "ZeRO stage")},
        {"interleave", QT_TRANSLATE_NOOP("Fields", "Interleaved pipeline stages")},
        {"network", QT_TRANSLATE_NOOP("Fields", "Network")},
        {"nic-gbps", QT_TRANSLATE_NOOP("Fields", "NIC speed")},
        {"nics", QT_TRANSLATE_NOOP("Fields", "NICs per server")},
        {"max-gpus", QT_TRANSLATE_NOOP("Fields", "Maximum GPUs")},
        {"deadline", QT_TRANSLATE_NOOP("Fields", "Deadline")},
        {"max-servers", QT_TRANSLATE_NOOP("Fields", "Maximum servers")},
        {"region", QT_TRANSLATE_NOOP("Fields", "Region")},
        {"budget", QT_TRANSLATE_NOOP("Fields", "Budget")},
        {"term", QT_TRANSLATE_NOOP("Fields", "Rental term")},
        {"stage", QT_TRANSLATE_NOOP("Fields", "Stage")},
        {"recompute", QT_TRANSLATE_NOOP("Fields", "Recomputation")},
        {"stack", QT_TRANSLATE_NOOP("Fields", "Training software")},
        {"prices", QT_TRANSLATE_NOOP("Fields", "Prices")},
        {"sort", QT_TRANSLATE_NOOP("Fields", "Sort order")},
        {"include-unoffered", QT_TRANSLATE_NOOP("Fields", "GPUs without an offer in the region")},
        {"steady-state", QT_TRANSLATE_NOOP("Fields", "Steady-state speed only")},
        {"offload", QT_TRANSLATE_NOOP("Fields", "Offloading to host RAM")},
        {"cp", QT_TRANSLATE_NOOP("Fields", "Context-parallel degree")},
        {"ep", QT_TRANSLATE_NOOP("Fields", "Expert-parallel degree")},
        {"epochs", QT_TRANSLATE_NOOP("Fields", "Epochs")},
        {"dataset-tokens", QT_TRANSLATE_NOOP("Fields", "Dataset size")},
        {"rental-months", QT_TRANSLATE_NOOP("Fields", "Rental duration")},
        {"target-tokens-per-second", QT_TRANSLATE_NOOP("Fields", "Target throughput")},
        {"efficiency", QT_TRANSLATE_NOOP("Fields", "Compute efficiency")},
        {"layers", QT_TRANSLATE_NOOP("Fields", "Layers")},
        {"hidden", QT_TRANSLATE_NOOP("Fields", "Hidden size")},
        {"heads", QT_TRANSLATE_NOOP("Fields", "Attention heads")},
        {"kv-heads", QT_TRANSLATE_NOOP("Fields", "KV heads")},
        {"ffn", QT_TRANSLATE_NOOP("Fields", "FFN size")},
        {"vocab", QT_TRANSLATE_NOOP("Fields", "Vocabulary")},
        {"database", QT_TRANSLATE_NOOP("Fields", "Database")},
        {"quotes", QT_TRANSLATE_NOOP("Fields", "Quotes")},
        {"ids", QT_TRANSLATE_NOOP("Fields", "Quote ids")},
        {"quote-ids", QT_TRANSLATE_NOOP("Fields", "Quote ids")},
        {"save", QT_TRANSLATE_NOOP("Fields", "Saved plan name")},
        {"template", QT_TRANSLATE_NOOP("Fields", "Checklist template")},
        {"server-price", QT_TRANSLATE_NOOP("Fields", "Server price")},
        {"vat", QT_TRANSLATE_NOOP("Fields", "VAT rate")},
        {"gpus-per-server", QT_TRANSLATE_NOOP("Fields", "GPUs per server")},
        {"power-kw", QT_TRANSLATE_NOOP("Fields", "Server power")},
        {"pue", QT_TRANSLATE_NOOP("Fields", "PUE")},
        {"electricity", QT_TRANSLATE_NOOP("Fields", "Electricity price")},
        {"years", QT_TRANSLATE_NOOP("Fields", "Years of use")},
        {"capital-rate", QT_TRANSLATE_NOOP("Fields", "Cost of capital")},
        {"residual", QT_TRANSLATE_NOOP("Fields", "Residual value")},
        {"utilisation", QT_TRANSLATE_NOOP("Fields", "Utilisation")},
        {"fx", QT_TRANSLATE_NOOP("Fields", "Exchange rate")},
        {"horizon", QT_TRANSLATE_NOOP("Fields", "Chart horizon")},
        {"need", QT_TRANSLATE_NOOP("Fields", "Need")},
        {"hours", QT_TRANSLATE_NOOP("Fields", "Job hours")},
    };
    for (const auto& l : labels)
        if (f == QLatin1String(l.key))
            return QCoreApplication::translate("Fields", l.label);
    return f;
}

Error fieldError(const QString& field, const QString& message)
{
    return Error{message, fieldLabel(field), field};
}

} // namespace gpuplan
