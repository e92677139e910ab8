#include "ModelCatalog.h"

#include "util/DataFile.h"
#include "util/Language.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ModelCatalog)
};

QString squash(const QString& text)
{
    QString out;
    for (QChar c : text.toLower())
        if (c.isLetterOrNumber() || c == QLatin1Char('.'))
            out.append(c);
    return out;
}
} // namespace

const ModelCatalog& ModelCatalog::shipped()
{
    static const ModelCatalog catalog = [] {
        auto parsed = fromJson(DataFile::resource(QStringLiteral(":/gpuplan/catalog/models.json")).toUtf8(),
                               QStringLiteral("models.json"));
        if (!parsed)
            qFatal("Shipped model catalog is invalid: %s", qPrintable(parsed.error().toString()));
        return parsed.value();
    }();
    return catalog;
}

Result<ModelCatalog> ModelCatalog::fromJson(const QByteArray& json, const QString& sourceName)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (doc.isNull())
        return Result<ModelCatalog>::failure(sourceName, err.errorString());
    ModelCatalog catalog;
    const QJsonArray models = doc.object().value(QLatin1String("models")).toArray();
    for (int i = 0; i < models.size(); ++i) {
        const QJsonObject o = models[i].toObject();
        ModelSpec m;
        m.id = o.value(QLatin1String("id")).toString();
        m.name = o.value(QLatin1String("name")).toString();
        m.params = o.value(QLatin1String("params")).toDouble();
        m.activeParams = o.value(QLatin1String("active_params")).toDouble(m.params);
        m.layers = o.value(QLatin1String("layers")).toInt();
        m.hidden = o.value(QLatin1String("hidden")).toInt();
        m.heads = o.value(QLatin1String("heads")).toInt();
        m.kvHeads = o.value(QLatin1String("kv_heads")).toInt(m.heads);
        m.headDim = o.value(QLatin1String("head_dim")).toInt(m.heads ? m.hidden / m.heads : 0);
        m.ffn = o.value(QLatin1String("ffn")).toInt();
        m.gatedFfn = o.value(QLatin1String("gated_ffn")).toBool(true);
        m.vocab = o.value(QLatin1String("vocab")).toInt();
        m.tiedEmbeddings = o.value(QLatin1String("tied_embeddings")).toBool(false);
        m.experts = o.value(QLatin1String("experts")).toInt(0);
        m.expertsActive = o.value(QLatin1String("experts_active")).toInt(0);
        m.mlaKvDim = o.value(QLatin1String("mla_kv_dim")).toInt(0);
        m.context = o.value(QLatin1String("context")).toInt(4096);
        m.source = o.value(QLatin1String("source")).toString();
        m.sourceZh = o.value(QLatin1String("source_zh")).toString();
        for (const QJsonValue& a : o.value(QLatin1String("aliases")).toArray())
            m.aliases << a.toString();
        auto valid = validated(m, QStringLiteral("%1 models[%2] (%3)").arg(sourceName).arg(i).arg(m.id));
        if (!valid)
            return valid.error();
        catalog.m_models.append(valid.value());
    }
    return catalog;
}

Result<ModelSpec> ModelCatalog::withShape(ModelSpec m, const ModelShape& shape)
{
    const struct
    {
        const char* key;
        int given;
        int* field;
    } parts[] = {{"layers", shape.layers, &m.layers}, {"hidden", shape.hidden, &m.hidden},
                 {"heads", shape.heads, &m.heads},    {"kv-heads", shape.kvHeads, &m.kvHeads},
                 {"ffn", shape.ffn, &m.ffn},          {"vocab", shape.vocab, &m.vocab}};
    for (const auto& p : parts) {
        if (p.given < 0 || p.given > 10000000)
            return fieldError(QLatin1String(p.key),
                              Tr::tr("%1 is not a whole number from 1 to 10,000,000").arg(p.given));
        if (p.given > 0)
            *p.field = p.given;
    }
    if (shape.heads > 0 && shape.kvHeads == 0)
        m.kvHeads = m.heads;
    if (shape.gatedFfn)
        m.gatedFfn = *shape.gatedFfn;
    for (const auto& p : parts)
        if (*p.field <= 0 && qstrcmp(p.key, "kv-heads") != 0)
            return fieldError(QLatin1String(p.key), Tr::tr("a value is required for a custom architecture"));
    if (m.kvHeads <= 0)
        m.kvHeads = m.heads;
    if (m.hidden % m.heads != 0)
        return fieldError(
            QStringLiteral("hidden"),
            Tr::tr("the hidden size %1 must be a multiple of the %2 heads").arg(m.hidden).arg(m.heads));
    if (m.heads % m.kvHeads != 0)
        return fieldError(QStringLiteral("kv-heads"),
                          Tr::tr("attention heads (%1) must be a multiple of the KV heads (%2)")
                              .arg(m.heads)
                              .arg(m.kvHeads));
    m.headDim = m.hidden / m.heads;
    if (!shape.isEmpty() && !m.isMoe()) {
        // The size follows the shape: a 70B shape cannot hold 7B of weights.
        m.params = parametersOfShape(m);
        m.activeParams = m.params;
    }
    if (!(m.params >= 1e6 && m.params <= 1e14))
        return fieldError(
            QStringLiteral("layers"),
            Tr::tr("this architecture has %1 parameters; a model between 1M and 100T is expected")
                .arg(Quantity::formatCount(m.params)));
    if (m.custom) // named by its size, as a custom model of a given size is
        m.name = Tr::tr("Custom %1 model").arg(Quantity::formatCount(m.params));
    auto v = validated(m, fieldLabel(QStringLiteral("layers")));
    if (!v)
        return fieldError(QStringLiteral("layers"), v.error().message);
    return v;
}

QString ModelSpec::sourceText() const
{
    return Language::isChinese() && !sourceZh.isEmpty() ? sourceZh : source;
}

QString ModelCatalog::describe(const ModelSpec& m)
{
    QString text = Tr::tr("%1, %2 parameters").arg(m.name, Quantity::formatCount(m.params));
    if (m.isMoe())
        text += Tr::tr(", %1 active per token (%2 experts, %3 used per token)")
                    .arg(Quantity::formatCount(m.activeParams))
                    .arg(m.experts)
                    .arg(m.expertsActive);
    text += Tr::tr("; %1 layers, hidden size %2, %3 attention heads (%4 KV), FFN size %5, vocabulary %6.")
                .arg(m.layers)
                .arg(m.hidden)
                .arg(m.heads)
                .arg(m.kvHeads)
                .arg(m.ffn)
                .arg(m.vocab);
    if (!m.assumptions.isEmpty())
        text +=
            Tr::tr(" Shape: %1.").arg(m.assumptions); // a space between sentences in English, none in Chinese
    if (!m.source.isEmpty())
        text += Tr::tr(" Source: %1.").arg(m.sourceText());
    return text;
}

Result<ModelSpec> ModelCatalog::fromShape(const ModelShape& shape)
{
    ModelSpec m;
    m.id = QStringLiteral("custom");
    m.name = Tr::tr("custom model");
    m.custom = true;
    m.context = 4096;
    m.gatedFfn = true;
    auto r = withShape(m, shape);
    if (!r)
        return r;
    ModelSpec spec = r.value();
    spec.assumptions = spec.gatedFfn ? Tr::tr("the architecture as given, with a gated FFN and untied "
                                              "embeddings; the size follows from it")
                                     : Tr::tr("the architecture as given, with a plain (non-gated) FFN and "
                                              "untied embeddings; the size follows from it");
    return spec;
}

Result<ModelSpec> ModelCatalog::validated(ModelSpec m, const QString& where)
{
    auto fail = [&](const QString& why) {
        return Result<ModelSpec>::failure(where, why);
    };
    if (!(m.params > 0) || !std::isfinite(m.params))
        return fail(Tr::tr("the parameter count must be greater than zero"));
    if (!(m.activeParams > 0) || m.activeParams > m.params)
        return fail(Tr::tr("active parameters must be greater than zero and at most the total"));
    if (m.layers <= 0 || m.hidden <= 0 || m.heads <= 0 || m.kvHeads <= 0 || m.ffn <= 0 || m.vocab <= 0 ||
        m.headDim <= 0)
        return fail(
            Tr::tr("layers, hidden size, heads, KV heads, FFN size and vocabulary must all be positive"));
    if (m.heads % m.kvHeads != 0)
        return fail(Tr::tr("attention heads (%1) must be a multiple of the KV heads (%2)")
                        .arg(m.heads)
                        .arg(m.kvHeads));
    if (m.experts < 0 || m.expertsActive < 0 ||
        (m.experts > 0 && (m.expertsActive <= 0 || m.expertsActive > m.experts + 1)))
        return fail(
            Tr::tr("a mixture-of-experts model needs between 1 and its expert count of active experts"));
    return m;
}

Result<ModelSpec> ModelCatalog::find(const QString& name) const
{
    const QString wanted = squash(name);
    for (const ModelSpec& m : m_models) {
        if (squash(m.id) == wanted || squash(m.name) == wanted)
            return m;
        for (const QString& a : m.aliases)
            if (squash(a) == wanted)
                return m;
    }
    return fieldError(QStringLiteral("model"),
                      Tr::tr("unknown model '%1'; choose one of the model presets, or give the model's size, "
                             "such as 13B")
                          .arg(name));
}

ModelSpec ModelCatalog::fromParameterCount(double params)
{
    ModelSpec m;
    m.custom = true;
    m.params = params;
    m.activeParams = params;
    // Llama-like: params ≈ 12·L·h² with L = h/128  ⇒  h = (128·params/12)^(1/3).
    const double h = std::cbrt(params * 128.0 / 12.0);
    m.hidden = std::max(256, int(std::lround(h / 256.0)) * 256);
    m.layers = std::max(1, int(std::lround(double(m.hidden) / 128.0)));
    m.headDim = 128;
    m.heads = std::max(1, m.hidden / 128);
    m.kvHeads = m.heads;
    m.ffn = std::max(256, int(std::lround(m.hidden * 8.0 / 3.0 / 256.0)) * 256);
    m.gatedFfn = true;
    m.vocab = 32000;
    m.tiedEmbeddings = false;
    m.context = 4096;
    m.id = QStringLiteral("custom-") + Quantity::formatCount(params).toLower();
    m.name = Tr::tr("Custom %1 model").arg(Quantity::formatCount(params));
    m.source = Tr::tr("shape assumed from the parameter count");
    m.assumptions =
        Tr::tr("Llama-shaped: %1 layers, hidden size %2, %3 heads of 128 (no grouped-query attention), "
               "gated FFN %4, vocabulary 32,000")
            .arg(m.layers)
            .arg(m.hidden)
            .arg(m.heads)
            .arg(m.ffn);
    return m;
}

double ModelCatalog::parametersOfShape(const ModelSpec& m)
{
    const double h = m.hidden, q = m.attentionDim(), kv = m.kvDim(), f = m.ffn;
    const double experts = m.isMoe() ? m.experts : 1.0;
    const double perLayer =
        h * q + 2.0 * h * kv + q * h + (m.gatedFfn ? 3.0 : 2.0) * h * f * experts + 2.0 * h;
    return m.layers * perLayer + m.embeddingParams() + h;
}

QString modelDisplayName(const ModelSpec& m)
{
    return m.custom ? Tr::tr("Custom model of %1 parameters").arg(Quantity::formatCountWords(m.params))
                    : m.name;
}

QString modelChoiceText(const ModelSpec& m)
{
    return Tr::tr("%1 (%2)", "model (size)").arg(m.name, Quantity::formatCountWords(m.params));
}

} // namespace gpuplan
