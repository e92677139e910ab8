#include "HfConfig.h"
#include "ModelCatalog.h"

#include "util/Quantity.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ModelCatalog)
};

// A whole positive number under `key` (of `o`, or of its text_config for multimodal wrappers); 0 when absent
// and not required.
struct Reader
{
    QJsonObject o;
    QString source;
    Status status;

    int get(const char* key, bool required, int fallback = 0)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required && status)
                status = Error(
                    Tr::tr("%1 is missing: a config.json of a decoder model has it").arg(QLatin1String(key)),
                    source);
            return fallback;
        }
        const double d = v.toDouble(-1);
        if (!(d >= 1 && d <= 1e8 && d == std::floor(d))) {
            if (status)
                status = Error(Tr::tr("%1 is %2; a whole number from 1 to 100,000,000 is expected")
                                   .arg(QLatin1String(key), v.isString() ? v.toString() : QString::number(d)),
                               source);
            return fallback;
        }
        return int(d);
    }
};
} // namespace

Result<ModelSpec> modelFromHfConfig(const QByteArray& json, const QString& sourceName)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (!doc.isObject())
        return Error(Tr::tr("not a JSON object (%1)").arg(err.errorString()), sourceName);
    QJsonObject o = doc.object();
    if (o.value(QLatin1String("text_config")).isObject()) // multimodal wrappers keep the language model there
        o = o.value(QLatin1String("text_config")).toObject();
    Reader r{o, sourceName, Status()};
    ModelSpec m;
    m.custom = true;
    m.hidden = r.get("hidden_size", true);
    m.layers = r.get("num_hidden_layers", true);
    m.heads = r.get("num_attention_heads", true);
    m.kvHeads = r.get("num_key_value_heads", false, m.heads);
    m.vocab = r.get("vocab_size", true);
    m.context = r.get("max_position_embeddings", false, 4096);
    const int denseFfn = r.get("intermediate_size", false);
    const int kvLora = r.get("kv_lora_rank", false), qLora = r.get("q_lora_rank", false);
    const int rope = r.get("qk_rope_head_dim", false), nope = r.get("qk_nope_head_dim", false);
    const int vHead = r.get("v_head_dim", false);
    const int routed = std::max(
        {r.get("num_local_experts", false), r.get("num_experts", false), r.get("n_routed_experts", false)});
    const int perToken = r.get("num_experts_per_tok", routed > 0);
    const int shared = r.get("n_shared_experts", false);
    const int moeFfn = r.get("moe_intermediate_size", false, denseFfn);
    const int denseLayers = std::min(m.layers, r.get("first_k_dense_replace", false));
    if (!r.status)
        return r.status.error();
    if (m.heads > 0 && m.hidden % m.heads != 0 && !o.contains(QLatin1String("head_dim")) && kvLora == 0)
        return Error(Tr::tr("hidden_size %1 does not divide among %2 heads and no head_dim is given")
                         .arg(m.hidden)
                         .arg(m.heads),
                     sourceName);
    m.headDim = r.get("head_dim", false, m.hidden / std::max(1, m.heads));
    m.tiedEmbeddings = o.value(QLatin1String("tie_word_embeddings")).toBool(false);
    m.gatedFfn = true; // SwiGLU in every family read here
    if (routed == 0 && denseFfn == 0)
        return Error(Tr::tr("intermediate_size is missing: a dense model's FFN size is needed"), sourceName);
    const double h = m.hidden;
    // Attention: MLA (DeepSeek) compresses K and V into a latent of kv_lora_rank plus the shared RoPE key.
    double attention = 0;
    if (kvLora > 0) {
        const double qk = nope + rope, v = vHead > 0 ? vHead : m.headDim;
        // In double: the counts multiply past int's range in a file with absurd sizes (found by
        // fuzz_hfconfig).
        const double heads = m.heads, latent = kvLora, query = qLora;
        attention = (query > 0 ? h * query + query * heads * qk : h * heads * qk) + h * (latent + rope) +
                    latent * heads * (nope + v) + heads * v * h;
        m.mlaKvDim = kvLora + rope;
        m.headDim = int(qk);
        m.kvHeads = m.heads;
    } else {
        attention = 2.0 * h * m.heads * m.headDim + 2.0 * h * m.kvHeads * m.headDim;
    }
    const double embeddings = double(m.vocab) * h * (m.tiedEmbeddings ? 1 : 2);
    const double perExpert = 3.0 * h * moeFfn;
    const int moeLayers = routed > 0 ? m.layers - denseLayers : 0;
    const double dense = 3.0 * h * denseFfn;
    const double common = m.layers * (attention + 2.0 * h) + denseLayers * dense + embeddings + h;
    if (routed > 0) {
        m.experts = routed;
        m.expertsActive = perToken + shared;
        m.ffn = moeFfn;
        m.params = common + moeLayers * ((routed + shared) * perExpert + h * routed);
        m.activeParams = common + moeLayers * ((perToken + shared) * perExpert + h * routed);
    } else {
        m.ffn = denseFfn;
        m.params = m.activeParams = common + (m.layers - denseLayers) * dense;
    }
    const QString name = o.value(QLatin1String("_name_or_path")).toString();
    m.id = QStringLiteral("custom");
    // The repository's name (deepseek-ai/DeepSeek-V3 → DeepSeek-V3), else the file's; no words of a language.
    m.name = name.isEmpty() ? QFileInfo(sourceName).completeBaseName() : name.section(QLatin1Char('/'), -1);
    // The file's name alone: a document words the spec in both languages, so the spec holds no sentence.
    m.source = QFileInfo(sourceName).fileName();
    if (!(m.params >= 1e6 && m.params <= 1e14))
        return Error(Tr::tr("this architecture has %1 parameters; a model between 1M and 100T is expected")
                         .arg(Quantity::formatCount(m.params)),
                     sourceName);
    return ModelCatalog::validated(m, sourceName);
}

QJsonObject modelSpecJson(const ModelSpec& m)
{
    return QJsonObject{{QStringLiteral("id"), m.id},
                       {QStringLiteral("name"), m.name},
                       {QStringLiteral("params"), m.params},
                       {QStringLiteral("active_params"), m.activeParams},
                       {QStringLiteral("layers"), m.layers},
                       {QStringLiteral("hidden"), m.hidden},
                       {QStringLiteral("heads"), m.heads},
                       {QStringLiteral("kv_heads"), m.kvHeads},
                       {QStringLiteral("head_dim"), m.headDim},
                       {QStringLiteral("ffn"), m.ffn},
                       {QStringLiteral("gated_ffn"), m.gatedFfn},
                       {QStringLiteral("vocab"), m.vocab},
                       {QStringLiteral("tied_embeddings"), m.tiedEmbeddings},
                       {QStringLiteral("experts"), m.experts},
                       {QStringLiteral("experts_active"), m.expertsActive},
                       {QStringLiteral("mla_kv_dim"), m.mlaKvDim},
                       {QStringLiteral("context"), m.context},
                       {QStringLiteral("source"), m.source}};
}

Result<ModelSpec> modelSpecFromJson(const QJsonObject& o, const QString& where)
{
    const QJsonObject wrapped{{QStringLiteral("models"), QJsonArray{o}}};
    auto c = ModelCatalog::fromJson(QJsonDocument(wrapped).toJson(QJsonDocument::Compact), where);
    if (!c)
        return c.error();
    if (c->models().isEmpty())
        return Error(Tr::tr("no model"), where);
    ModelSpec m = c->models().first();
    m.custom = true;
    return m;
}

} // namespace gpuplan
