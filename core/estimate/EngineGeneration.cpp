#include "EngineGeneration.h"
#include "ServingEstimator.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

// The generations, their versions and the published rows behind their constants. Release dates: vLLM 0.8.0
// (2025-03-18, V1 engine on by default), SGLang 0.4 (2024-12-04), TensorRT-LLM 0.19 (2025-05, the PyTorch
// back end the perf-overview's figures use "starting with v0.19"). rows and newestRow are the fit's
// (tests/data/serving-rows.csv; tst_serving generationsAsTheRowsSay fails when they differ).
const GenerationInfo kGenerations[kGenerationCount] = {
    {EngineGeneration::VllmV0, Engine::Vllm, QStringLiteral("vllm-v0"), QString(), QStringLiteral("0.7"),
     QStringLiteral("2023-06"), QStringLiteral("0.6"), 2, true, EngineGeneration::VllmV1},
    {EngineGeneration::VllmV1, Engine::Vllm, QStringLiteral("vllm-v1"), QStringLiteral("0.8"), QString(),
     QStringLiteral("2025-03"), QStringLiteral("0.12.0"), 10, true, EngineGeneration::VllmV1},
    {EngineGeneration::Sglang03, Engine::Sglang, QStringLiteral("sglang-0.3"), QString(),
     QStringLiteral("0.3"), QStringLiteral("2024-01"), QString(), 0, false, EngineGeneration::Sglang04},
    {EngineGeneration::Sglang04, Engine::Sglang, QStringLiteral("sglang-0.4"), QStringLiteral("0.4"),
     QString(), QStringLiteral("2024-12"), QStringLiteral("0.5.9"), 6, true, EngineGeneration::Sglang04},
    {EngineGeneration::TrtLlm0, Engine::TensorRtLlm, QStringLiteral("tensorrt-llm-0"), QString(),
     QStringLiteral("0.18"), QStringLiteral("2023-10"), QStringLiteral("0.5.0"), 4, true,
     EngineGeneration::TrtLlm1},
    {EngineGeneration::TrtLlm1, Engine::TensorRtLlm, QStringLiteral("tensorrt-llm-1"), QStringLiteral("0.19"),
     QString(), QStringLiteral("2025-05"), QStringLiteral("1.1.0rc2.post2"), 29, true,
     EngineGeneration::TrtLlm1},
    {EngineGeneration::MindIe, Engine::MindIe, QStringLiteral("mindie"), QString(), QString(),
     QStringLiteral("2023-12"), QString(), 0, false, EngineGeneration::VllmV1},
};

QList<int> versionNumbers(const QString& v)
{
    QList<int> n;
    static const QRegularExpression lead(QStringLiteral("^v?(\\d+(?:\\.\\d+)*)"));
    const auto m = lead.match(v.trimmed().toLower());
    if (!m.hasMatch())
        return n;
    for (const QString& part : m.captured(1).split(QLatin1Char('.')))
        n << part.toInt();
    return n;
}
} // namespace

const GenerationInfo& generationInfo(EngineGeneration g)
{
    return kGenerations[int(g)];
}

QList<EngineGeneration> allGenerations()
{
    QList<EngineGeneration> all;
    for (const GenerationInfo& i : kGenerations)
        all << i.generation;
    return all;
}

QString generationLabel(EngineGeneration g)
{
    switch (g) {
    case EngineGeneration::VllmV0:
        return Tr::tr("vLLM up to 0.7 (V0 engine)");
    case EngineGeneration::VllmV1:
        return Tr::tr("vLLM 0.8 and later (V1 engine)");
    case EngineGeneration::Sglang03:
        return Tr::tr("SGLang up to 0.3");
    case EngineGeneration::Sglang04:
        return Tr::tr("SGLang 0.4 and later");
    case EngineGeneration::TrtLlm0:
        return Tr::tr("TensorRT-LLM up to 0.18 (TensorRT engines)");
    case EngineGeneration::TrtLlm1:
        return Tr::tr("TensorRT-LLM 0.19 and later (PyTorch back end)");
    case EngineGeneration::MindIe:
        return Tr::tr("MindIE, any version");
    }
    return {};
}

EngineGeneration currentGeneration(Engine e)
{
    switch (e) {
    case Engine::Vllm:
        return EngineGeneration::VllmV1;
    case Engine::Sglang:
        return EngineGeneration::Sglang04;
    case Engine::TensorRtLlm:
        return EngineGeneration::TrtLlm1;
    case Engine::MindIe:
        return EngineGeneration::MindIe;
    }
    return EngineGeneration::VllmV1;
}

EngineGeneration constantsOf(EngineGeneration g)
{
    const GenerationInfo& i = generationInfo(g);
    return i.calibrated ? g : i.fallback;
}

int compareVersions(const QString& a, const QString& b)
{
    const QList<int> x = versionNumbers(a), y = versionNumbers(b);
    for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i) {
        const int p = i < x.size() ? x[i] : 0, q = i < y.size() ? y[i] : 0;
        if (p != q)
            return p < q ? -1 : 1;
    }
    return 0;
}

Result<EngineRelease> EngineRelease::parse(const QString& text)
{
    const QString t = text.trimmed();
    const qsizetype at = t.indexOf(QLatin1Char('@'));
    const QString name = at < 0 ? t : t.left(at);
    const auto e = engineFromName(name);
    if (!e)
        return fieldError(QStringLiteral("engine"),
                          Tr::tr("'%1' is not an engine; use vllm, sglang, tensorrt-llm or mindie, with a "
                                 "version after @ if you like (vllm@0.6)")
                              .arg(name));
    EngineRelease r{*e, at < 0 ? QString() : t.mid(at + 1).trimmed()};
    if (at >= 0 && versionNumbers(r.version).isEmpty())
        return fieldError(QStringLiteral("engine"),
                          Tr::tr("'%1' is not a version: give its numbers after @, as vllm@0.6 or "
                                 "sglang@0.5.9")
                              .arg(r.version));
    return r;
}

QString EngineRelease::text() const
{
    return version.isEmpty() ? engineName(engine) : engineName(engine) + QLatin1Char('@') + version;
}

EngineGeneration EngineRelease::generation() const
{
    if (version.isEmpty())
        return currentGeneration(engine);
    for (const GenerationInfo& i : kGenerations) {
        if (i.engine != engine)
            continue;
        const bool fromFirst = i.firstVersion.isEmpty() || compareVersions(version, i.firstVersion) >= 0;
        // "0.7.3" is within "up to 0.7": only the numbers the last version names are compared.
        const qsizetype parts = versionNumbers(i.lastVersion).size();
        QList<int> v = versionNumbers(version);
        v.resize(std::min(v.size(), parts));
        QStringList head;
        for (int n : v)
            head << QString::number(n);
        const bool toLast =
            i.lastVersion.isEmpty() || compareVersions(head.join(QLatin1Char('.')), i.lastVersion) <= 0;
        if (fromFirst && toLast)
            return i.generation;
    }
    return currentGeneration(engine);
}

QList<EngineChoice> engineChoices()
{
    QList<EngineChoice> out;
    for (Engine e : allEngines()) {
        out.append({EngineRelease{e, QString()}, engineLabel(e)});
        for (const GenerationInfo& i : kGenerations)
            if (i.engine == e && !i.lastVersion.isEmpty())
                out.append({EngineRelease{e, i.lastVersion}, generationLabel(i.generation)});
    }
    return out;
}

Words EngineRelease::generationNote() const
{
    const EngineGeneration g = generation();
    const GenerationInfo& i = generationInfo(g);
    const QString named = engineLabel(engine) + (version.isEmpty() ? QString() : QLatin1Char(' ') + version);
    const bool current = version.isEmpty();
    const bool newer =
        !i.newestRow.isEmpty() && !version.isEmpty() && compareVersions(version, i.newestRow) > 0;
    return [named, g, current, newer, rows = i.rows, newest = i.newestRow, calibrated = i.calibrated,
            fallback = i.fallback]() {
        if (!calibrated)
            return Tr::tr("%1 (%2) is not calibrated: no published row with its lengths; the constants of %3 "
                          "are used, with the wider band measured by leaving whole engine generations out")
                .arg(named, generationLabel(g), generationLabel(fallback));
        const QString which = current
                                  ? Tr::tr("%1, the current generation: %2").arg(named, generationLabel(g))
                                  : Tr::tr("%1, of the generation %2").arg(named, generationLabel(g));
        QString s = Tr::tr("%1; its constants are fitted on %n published rows (newest %2)", nullptr, rows)
                        .arg(which, newest);
        if (newer)
            s += Tr::tr("; this version is newer than any row");
        return s;
    };
}

} // namespace gpuplan
