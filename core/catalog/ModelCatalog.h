#pragma once

#include "ModelSpec.h"
#include "util/Result.h"

#include <QList>

namespace gpuplan {

// Open model presets, loaded from resources/catalog/models.json.
class ModelCatalog
{
public:
    static const ModelCatalog& shipped();
    static Result<ModelCatalog> fromJson(const QByteArray& json, const QString& sourceName);

    const QList<ModelSpec>& models() const { return m_models; }
    Result<ModelSpec> find(const QString& name) const;

    // A Llama-shaped model of the given size. Documented assumptions (returned in ModelSpec::assumptions):
    // layers ≈ hidden/128 (the depth/width ratio of Llama 2 7B–70B), hidden = (params·128/12)^(1/3) rounded
    // to a multiple of 256, head dimension 128, multi-head attention, gated FFN of 8/3·hidden rounded to 256,
    // a 32,000-token vocabulary, untied embeddings, 4,096-token context.
    static ModelSpec fromParameterCount(double params);
    // Parameters implied by an architecture: per layer the attention projections (h·q + 2·h·kv + q·h), the
    // MLP ((2 or 3)·h·f, times the experts) and two norms; plus embeddings (and an untied output head).
    static double parametersOfShape(const ModelSpec& spec);

    // `base` with the shape's given values put over it: head dimension and (dense models) the parameter count
    // follow the shape, and the result is checked. A base without a shape of its own (a custom model from
    // scratch) needs all of layers, hidden size, heads, FFN size and vocabulary. Errors name the field
    // ("layers", "hidden", "heads", "kv-heads", "ffn", "vocab").
    static Result<ModelSpec> withShape(ModelSpec base, const ModelShape& shape);
    // A custom model of exactly this architecture (gated FFN, untied embeddings, 4,096-token context).
    static Result<ModelSpec> fromShape(const ModelShape& shape);

    // What the estimate assumes of a model, in a sentence: parameters (and those active per token), the shape
    // that activations and the KV cache follow, the assumptions of a custom model and the source of a preset.
    static QString describe(const ModelSpec& spec);

    // Checks a spec for consistency; `where` prefixes the error.
    static Result<ModelSpec> validated(ModelSpec spec, const QString& where);

private:
    QList<ModelSpec> m_models;
};

// The model's name in the current language: a preset's own name, or "Custom model of 70.0B parameters" /
// "自定义模型（700亿参数）" for one built from a size (whose stored name is in the language it was made in).
QString modelDisplayName(const ModelSpec& m);
// A preset with its size for a list to choose from, in the current language's words and brackets (zh-review-4
// D8): "Llama 2 70B (69.0B)" / "Llama 2 70B（690亿）".
QString modelChoiceText(const ModelSpec& m);

} // namespace gpuplan
