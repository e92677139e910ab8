#pragma once

#include <optional>

#include <QString>
#include <QStringList>

namespace gpuplan {

// An architecture as a user gives it (the desktop's custom model, `gpuplan --layers …`): 0 = not given.
struct ModelShape
{
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; // 0 = as many as the attention heads (multi-head attention)
    int ffn = 0;
    int vocab = 0;
    // The FFN's kind: gated (SwiGLU/GeGLU: three matrices h × ffn) or plain (GELU/ReLU: two, as GPT-3, MPT,
    // Falcon, Nemotron-4); unset = the preset's, or gated for a custom architecture.
    std::optional<bool> gatedFfn;

    bool isEmpty() const { return !layers && !hidden && !heads && !kvHeads && !ffn && !vocab && !gatedFfn; }
};

// A transformer's architecture, as far as memory and compute depend on it.
struct ModelSpec
{
    QString id;
    QString name;
    double params = 0;       // total parameters (memory follows these)
    double activeParams = 0; // parameters used per token (compute follows these; = params unless MoE)
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0; // hidden / heads unless the model says otherwise
    int ffn = 0;     // FFN inner size (per expert for MoE)
    bool gatedFfn = true;
    int vocab = 0;
    bool tiedEmbeddings = false;
    int experts = 0;       // 0 = dense
    int expertsActive = 0; // experts used per token (routed + shared)
    int mlaKvDim = 0;      // multi-head latent attention: cached elements per token and layer; 0 = plain KV
    int context = 0;
    QStringList aliases;
    QString source;   // where the shape comes from, in English
    QString sourceZh; // the same in Chinese, where the English carries prose; empty: the English serves both
    bool custom = false; // built from a parameter count alone
    QString assumptions; // for custom models: the shape assumed

    bool isMoe() const { return experts > 0; }
    QString sourceText() const;                          // the source in the current language
    int attentionDim() const { return heads * headDim; } // heads · head dimension
    int kvDim() const { return kvHeads * headDim; }
    // Elements of KV cache per token and layer (K and V, or MLA's compressed latent).
    double kvElementsPerTokenLayer() const { return mlaKvDim > 0 ? mlaKvDim : 2.0 * kvDim(); }
    double embeddingParams() const { return double(vocab) * hidden * (tiedEmbeddings ? 1 : 2); }
};

} // namespace gpuplan
