// Seed 000's stages of model work: names, labels and advice (PlanRequest.h).
#include "PlanRequest.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Planning)
};
const char* const kStageNames[] = {"small", "mid", "pretrain", "serving"};
} // namespace

QList<Stage> allStages()
{
    return {Stage::SmallModel, Stage::MidScale, Stage::Pretraining, Stage::Serving};
}

QString stageName(Stage s)
{
    return QLatin1String(kStageNames[int(s)]);
}

std::optional<Stage> stageFromName(const QString& name)
{
    for (Stage s : allStages())
        if (name == stageName(s))
            return s;
    return std::nullopt;
}

QString stageLabel(Stage s)
{
    switch (s) {
    case Stage::SmallModel:
        return Tr::tr("Small-model fine-tuning and inference tests (up to 7B)");
    case Stage::MidScale:
        return Tr::tr("13B–70B training or multimodal fine-tuning");
    case Stage::Pretraining:
        return Tr::tr("Pre-training of 100B and larger");
    case Stage::Serving:
        return Tr::tr("Inference serving");
    }
    return {};
}

QString stageAdvice(Stage s)
{
    switch (s) {
    case Stage::SmallModel:
        return Tr::tr(
            "Models of 7B and below run on one GPU: an entry or advanced card is enough; a multi-GPU "
            "cluster only wastes money. [seed 000]");
    case Stage::MidScale:
        return Tr::tr("One GPU is not enough for 13B–70B: use 4–8 GPUs in parallel, and weigh the GPUs' "
                      "compatibility and the bandwidth between them. [seed 000]");
    case Stage::Pretraining:
        return Tr::tr("Full pre-training of 100B+ models needs a cluster of tens to hundreds of GPUs; the "
                      "network, storage and the data centre's power matter as much as the GPU — plan the "
                      "whole cluster. [seed 000]");
    case Stage::Serving:
        return Tr::tr("Serving is sized by the memory for the weights and the KV cache of every concurrent "
                      "request, and by the throughput users need; pay-per-use terms suit uneven load. "
                      "[seed 000, seed 004]");
    }
    return {};
}

} // namespace gpuplan
