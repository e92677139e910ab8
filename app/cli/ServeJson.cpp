#include "ServeJson.h"

namespace gpuplan::cli {

QJsonObject pointJson(const ServingPoint& s, const UncertaintyBand& tput, const UncertaintyBand& ttft,
                      const UncertaintyBand& tpot)
{
    QJsonObject o{{QStringLiteral("saturated"), s.saturated},
                  {QStringLiteral("requests_per_second"), s.requestsPerSecond},
                  {QStringLiteral("concurrency"), s.concurrency},
                  {QStringLiteral("batch"), s.batch},
                  {QStringLiteral("percentile"), s.percentile},
                  {QStringLiteral("meets_targets"), s.meetsTargets},
                  {QStringLiteral("prefill_share"), s.prefillShare}};
    const auto banded = [&](const char* key, double v, const UncertaintyBand& b) {
        if (s.saturated) {
            o.insert(QLatin1String(key), QJsonValue());
            return;
        }
        o.insert(QLatin1String(key), v);
        o.insert(QLatin1String(key) + QStringLiteral("_low"), v * b.low);
        o.insert(QLatin1String(key) + QStringLiteral("_high"), v * b.high);
    };
    banded("output_tokens_per_second", s.outputTokensPerSecond, tput);
    banded("input_tokens_per_second", s.inputTokensPerSecond, tput);
    banded("ttft_ms", s.ttftMs, ttft);
    banded("tpot_ms", s.tpotMs, tpot);
    banded("ttft_percentile_ms", s.ttftPercentileMs, ttft);
    banded("tpot_percentile_ms", s.tpotPercentileMs, tpot);
    return o;
}

QJsonObject optionJson(const ServingOption& o, const ServingConstants::Bands& k)
{
    QJsonArray terms;
    for (const ServingTermCost& t : o.terms)
        terms.append(QJsonObject{{QStringLiteral("term"), rentalTermName(t.term)},
                                 {QStringLiteral("per_gpu_hour"), t.perGpuHour.toString()},
                                 {QStringLiteral("monthly_cost"), t.monthly.toString()},
                                 {QStringLiteral("source"), t.source}});
    QJsonArray byHour;
    for (int n : o.mix.replicasByHour)
        byHour.append(n);
    QJsonObject mix{{QStringLiteral("priced"), o.mix.priced}, {QStringLiteral("replicas_by_hour"), byHour}};
    if (o.mix.priced) {
        mix.insert(QStringLiteral("reserved_term"), rentalTermName(o.mix.reservedTerm));
        mix.insert(QStringLiteral("reserved_replicas"), o.mix.reservedReplicas);
        mix.insert(QStringLiteral("pay_as_you_go_term"), rentalTermName(o.mix.payTerm));
        mix.insert(QStringLiteral("pay_as_you_go_replica_hours_per_day"), o.mix.payReplicaHoursPerDay);
        mix.insert(QStringLiteral("monthly_cost"), o.mix.monthly.toString());
        mix.insert(QStringLiteral("all_reserved_monthly_cost"), o.mix.allReserved.toString());
        mix.insert(QStringLiteral("break_even_hours_per_day"), o.mix.breakEvenHoursPerDay);
        mix.insert(QStringLiteral("sentence"), o.mix.sentence.text());
    }
    QJsonObject j{{QStringLiteral("gpu"), o.replica.gpu->id},
                  {QStringLiteral("gpus_per_replica"), o.replica.gpus},
                  {QStringLiteral("replicas"), o.replicas},
                  {QStringLiteral("replicas_low"), o.replicasLow},
                  {QStringLiteral("replicas_high"), o.replicasHigh},
                  {QStringLiteral("gpus"), o.gpus},
                  {QStringLiteral("servers"), o.servers},
                  {QStringLiteral("capacity_requests_per_second"), o.capacityRps},
                  {QStringLiteral("max_concurrency"), o.figures.maxSequences},
                  {QStringLiteral("max_output_tokens_per_second"), o.figures.maxOutputTokensPerSecond},
                  {QStringLiteral("meets_targets"), o.meetsTargets && o.capacityRps > 0},
                  {QStringLiteral("holds_at_slow_end"), o.holdsAtSlowEnd},
                  {QStringLiteral("offered"), o.offered},
                  {QStringLiteral("at_peak"), pointJson(o.atPeak, k.throughput, k.ttft, k.tpot)},
                  {QStringLiteral("terms"), terms},
                  {QStringLiteral("mix"), mix},
                  {QStringLiteral("why"), o.why.text()}};
    if (o.offered) {
        j.insert(QStringLiteral("monthly_cost"), o.monthlyCost.toString());
        j.insert(QStringLiteral("monthly_cost_low"), o.monthlyCostLow);
        j.insert(QStringLiteral("monthly_cost_high"), o.monthlyCostHigh);
        j.insert(QStringLiteral("cost_per_million_output_tokens"), o.costPerMillionOutput);
        j.insert(QStringLiteral("cost_per_million_input_tokens"), o.costPerMillionInput);
        j.insert(QStringLiteral("cost_per_million_output_tokens_full_use"), o.costPerMillionOutputFullUse);
        j.insert(QStringLiteral("cost_per_million_input_tokens_full_use"), o.costPerMillionInputFullUse);
        j.insert(QStringLiteral("prefill_share"), o.prefillShare);
    }
    return j;
}

} // namespace gpuplan::cli
