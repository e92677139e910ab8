#pragma once

// A model as its Hugging Face config.json describes it: any decoder model the engines serve (Llama, Qwen2/3,
// Mistral/Mixtral, Qwen3-MoE, DeepSeek-V2/V3 with MLA, GPT-OSS), its parameters counted from the
// architecture.
#include "ModelSpec.h"
#include "util/Result.h"

#include <QByteArray>
#include <QJsonObject>

namespace gpuplan {

// The model of a config.json (`sourceName` names the file in errors and in the spec's source). Read:
// hidden_size, num_hidden_layers, num_attention_heads, num_key_value_heads, head_dim, intermediate_size,
// vocab_size, tie_word_embeddings, max_position_embeddings; experts from num_local_experts (Mixtral,
// GPT-OSS), num_experts (Qwen MoE) or n_routed_experts (DeepSeek), with num_experts_per_tok,
// n_shared_experts, moe_intermediate_size and first_k_dense_replace; MLA from kv_lora_rank, q_lora_rank,
// qk_nope_head_dim, qk_rope_head_dim and v_head_dim. Parameters = embeddings (and an untied output head) +
// per layer the attention projections, the norms and the FFN (dense layers) or the experts, shared experts
// and router (MoE layers); active ones count the routed experts used per token only. A missing or wrong key
// is an error naming it; nothing is guessed.
Result<ModelSpec> modelFromHfConfig(const QByteArray& json, const QString& sourceName);

// A model spec as models.json writes one (the keys ModelCatalog::fromJson reads), and back: plan files keep a
// model that is not a preset this way.
QJsonObject modelSpecJson(const ModelSpec& m);
Result<ModelSpec> modelSpecFromJson(const QJsonObject& o, const QString& where);

} // namespace gpuplan
