#pragma once

// The serving engine's generation: engines rewrite their scheduler and kernels between releases (vLLM's V1
// engine from 0.8, SGLang's overlap scheduler from 0.4, TensorRT-LLM's PyTorch back end from 0.19), so a
// figure published on vLLM 0.6 and one on vLLM 0.12 are two different machines. Each generation has its own
// constants, fitted where published rows allow (tests/data/serving-rows.csv); a generation without rows takes
// the constants of its fallback and the wider band measured with whole generations left out of the fit.
#include "util/Result.h"
#include "util/Words.h"

#include <QList>
#include <QString>

namespace gpuplan {

enum class Engine;

enum class EngineGeneration
{
    VllmV0,   // vLLM up to 0.7 (the V0 engine; 2023-06 … 2025-02)
    VllmV1,   // vLLM 0.8 and later (the V1 engine, default from 0.8.0, 2025-03)
    Sglang03, // SGLang up to 0.3 (2024)
    Sglang04, // SGLang 0.4 and later (overlap scheduler, 2024-12 on)
    TrtLlm0,  // TensorRT-LLM up to 0.18 (engines built with TensorRT)
    TrtLlm1,  // TensorRT-LLM 0.19 and later (PyTorch back end, 2025-04 on; 1.0 from 2025-09)
    MindIe,   // Huawei MindIE, any version: no published row with lengths yet
};
constexpr int kGenerationCount = 7;

struct GenerationInfo
{
    EngineGeneration generation = EngineGeneration::VllmV1;
    Engine engine;
    QString id;           // "vllm-v1"
    QString firstVersion; // the first version of the generation ("0.8"); empty = from the first
    QString lastVersion;  // the last ("0.7"); empty = to the current
    QString since;        // the month its first version was released ("2025-03"): a published row that names
                          // no version belongs to the generation current at its date
    QString newestRow;    // the newest version a published row names ("0.12.0"); empty = none
    int rows = 0;         // published rows its constants are fitted on (tst_serving checks the count)
    bool calibrated = false;
    EngineGeneration fallback = EngineGeneration::VllmV1; // whose constants it takes when not calibrated
};

const GenerationInfo& generationInfo(EngineGeneration g);
QString generationLabel(EngineGeneration g); // translated: "vLLM 0.8 and later (V1 engine)"
QList<EngineGeneration> allGenerations();
// The engine's current generation (the default when no version is given).
EngineGeneration currentGeneration(Engine e);
// The generation whose constants the figures use: itself when calibrated, else its fallback.
EngineGeneration constantsOf(EngineGeneration g);

// An engine as the user names it: "vllm", "vllm@0.6", "sglang@0.5.9", "tensorrt-llm@1.0.0rc3", "mindie@2.0".
struct EngineRelease
{
    Engine engine;
    QString version; // as given; empty = the current release

    // An unknown engine is refused (the option named by the caller); any version is accepted: one the
    // program has no rows for takes its generation's constants or the fallback, which generationNote names.
    static Result<EngineRelease> parse(const QString& text);
    QString text() const; // "vllm@0.6", or "vllm"
    EngineGeneration generation() const;
    // What the figures assume, in a sentence: "vLLM 0.6: vLLM up to 0.7 (V0 engine), fitted on 2 published
    // rows (newest 0.6)"; "MindIE: not calibrated for MindIE; vLLM 0.8 and later's constants, wider band".
    Words generationNote() const;
    bool calibrated() const { return generationInfo(generation()).calibrated; }
};

// The choices a form offers: each engine's current release, then each older generation by its last version
// (vllm@0.7, sglang@0.3, tensorrt-llm@0.18), with their labels ("vLLM", "vLLM up to 0.7 (V0 engine)").
struct EngineChoice
{
    EngineRelease release;
    QString label; // translated
};
QList<EngineChoice> engineChoices();

// Engine versions compared by their numbers: "0.12.0" > "0.8", "1.0.0rc3" ≥ "1.0"; -1, 0 or 1. Text after
// the numbers (rc3, .post1) is not weighed.
int compareVersions(const QString& a, const QString& b);

} // namespace gpuplan
