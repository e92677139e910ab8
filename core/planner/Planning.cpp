#include "Planning.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Planning)
};
// The rules of the parts of a layout the user fixed that hold whatever the hardware: the same for an estimate
// and a plan (the command line and the desktop once had copies of them).
Status checkLayoutRequest(const Workload& w, const LayoutRequest& req)
{
    const int pp = req.pp.value_or(1);
    if (req.tp && *req.tp >= 1 && w.model.heads > 0 && w.model.heads % *req.tp != 0)
        return fieldError(QStringLiteral("tp"),
                          Tr::tr("tensor parallel degree %1 does not divide the %2 attention heads of %3")
                              .arg(*req.tp)
                              .arg(w.model.heads)
                              .arg(w.model.name));
    if (req.zero && (*req.zero < 0 || *req.zero > 3))
        return fieldError(QStringLiteral("zero"), Tr::tr("the ZeRO stage must be 0, 1, 2 or 3"));
    if (req.zero && *req.zero > 0 && !isTraining(w.method))
        return fieldError(QStringLiteral("zero"),
                          Tr::tr("ZeRO shards training state; it has no meaning for inference"));
    if (req.ep && (*req.ep < 1 || *req.ep > 1024))
        return fieldError(QStringLiteral("ep"), Tr::tr("between 1 and 1,024 expert-parallel GPUs"));
    if (req.ep && *req.ep > 1 && !w.model.isMoe())
        return fieldError(
            QStringLiteral("ep"),
            Tr::tr("expert parallelism shards the experts of a mixture-of-experts model; %1 has none")
                .arg(w.model.name));
    if (req.ep && *req.ep > 1 && w.model.experts % *req.ep != 0)
        return fieldError(QStringLiteral("ep"),
                          Tr::tr("an expert-parallel degree divides the %1 experts of %2; %3 does not")
                              .arg(w.model.experts)
                              .arg(w.model.name)
                              .arg(*req.ep));
    if (req.cp && (*req.cp < 1 || *req.cp > 64))
        return fieldError(QStringLiteral("cp"), Tr::tr("between 1 and 64 context-parallel GPUs"));
    if (req.cp && *req.cp > 1 && !isTraining(w.method))
        return fieldError(QStringLiteral("cp"), Tr::tr("context parallelism splits training sequences"));
    if (req.cp && *req.cp > 1 && w.seqLen % *req.cp != 0)
        return fieldError(
            QStringLiteral("cp"),
            Tr::tr("a sequence of %1 tokens cannot be split into %2 equal parts").arg(w.seqLen).arg(*req.cp));
    if (req.offload && (*req.offload < 0 || *req.offload > 2))
        return fieldError(QStringLiteral("offload"), Tr::tr("none, optimizer or weights"));
    if (req.offload && *req.offload > 0 && w.method != Method::Full && w.method != Method::Pretrain)
        return fieldError(
            QStringLiteral("offload"),
            Tr::tr("offloading moves the optimizer states of full training to host RAM; LoRA and "
                   "inference have none worth moving"));
    if (req.interleave && (*req.interleave < 1 || *req.interleave > 64))
        return fieldError(QStringLiteral("interleave"), Tr::tr("between 1 and 64 interleaved stages"));
    // Uneven chunks are allowed (the heaviest sets the pace, TimeEstimator); each needs a layer.
    if (req.interleave && *req.interleave > 1 && w.model.layers < pp * *req.interleave)
        return fieldError(
            QStringLiteral("interleave"),
            Tr::tr("%1 layers cannot be split into %2 pipeline stages × %3 interleaved chunks of at "
                   "least one layer each")
                .arg(w.model.layers)
                .arg(pp)
                .arg(*req.interleave));
    return Status();
}
} // namespace

QString layoutText(const Parallelism& p, int microBatch, Recompute r)
{
    QString s = Tr::tr("TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5 · recomputation %6")
                    .arg(p.tp)
                    .arg(p.pp)
                    .arg(p.dp)
                    .arg(p.zero)
                    .arg(microBatch)
                    .arg(recomputeLabel(r));
    if (p.interleave > 1)
        s += Tr::tr(" · %1 interleaved stages").arg(p.interleave);
    if (p.cp > 1)
        s += Tr::tr(" · context parallel %1").arg(p.cp);
    if (p.expertsFolded())
        s += Tr::tr(" · expert parallel %1 (folded across tensor parallel, whole experts per GPU)").arg(p.ep);
    else if (p.ep > 1)
        s += Tr::tr(" · expert parallel %1").arg(p.ep);
    if (p.offload == 1)
        s += Tr::tr(" · optimizer offloaded to host RAM");
    else if (p.offload >= 2)
        s += Tr::tr(" · optimizer and weights offloaded to host RAM");
    return s;
}

QString offloadText(const Parallelism& p, const MemoryBreakdown& memory, int nodes)
{
    if (p.offload <= 0 || memory.hostBytes <= 0)
        return QString();
    const QString gb = QString::number(std::ceil(memory.hostBytes / std::max(1, nodes) / 1e9), 'f', 0);
    // Follows a sentence: the translation carries its own separator (none after 。).
    return p.offload == 1
               ? Tr::tr(" The optimizer states live in host RAM (ZeRO-Offload): %1 GB per server.").arg(gb)
               : Tr::tr(" The optimizer states and the weights live in host RAM (ZeRO-Infinity): %1 GB "
                        "per server.")
                     .arg(gb);
}

// The degrees the user fixed (TP, PP, CP, EP), checked against the GPU count and the model.
Status checkFixedDegrees(const Workload& w0, const Cluster& cluster, const LayoutRequest& req)
{
    if (!(req.tp || req.pp || req.cp || req.ep))
        return Status();
    const int G = cluster.gpus();
    const int tp = req.tp.value_or(1), pp = req.pp.value_or(1), cp = req.cp.value_or(1);
    if (tp < 1 || pp < 1 || cp < 1)
        return Status(fieldError(req.cp && cp < 1 ? QStringLiteral("cp")
                                 : req.tp         ? QStringLiteral("tp")
                                                  : QStringLiteral("pp"),
                                 Tr::tr("parallel degrees must be at least 1")));
    if (G % (tp * pp * cp) != 0)
        return Status(
            fieldError(QStringLiteral("gpus"),
                       Tr::tr("%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; "
                              "the GPU count must be a multiple of %4")
                           .arg(G)
                           .arg(tp)
                           .arg(pp)
                           .arg(tp * pp * cp)));
    Parallelism probe{tp, pp, G / (tp * pp * cp), req.zero.value_or(0), req.interleave.value_or(1),
                      0,  cp, req.ep.value_or(1)};
    if (Status st = validateLayout(w0, cluster, probe); !st)
        return st.error();
    return Status();
}

Result<ScenarioEstimate> estimateScenario(const Scenario& s, int currentYear)
{
    const Workload& w0 = s.workload;
    if (Status st = w0.validate(); !st)
        return st.error();
    if (!s.gpu)
        return fieldError(QStringLiteral("gpu"), Tr::tr("choose a GPU, e.g. h100 (see the GPU catalog)"));
    const int G = s.gpus > 0 ? s.gpus : std::max(1, s.layout.tp.value_or(1) * s.layout.pp.value_or(1));
    if (G > 100000)
        return fieldError(QStringLiteral("gpus"), Tr::tr("at most 100000 GPUs"));
    const int gpn = s.gpusPerNode > 0 ? s.gpusPerNode : std::min(G, 8);
    if (G % gpn != 0)
        return fieldError(
            QStringLiteral("gpus"),
            Tr::tr("%1 GPUs do not fill servers of %2 GPUs; give a multiple of %2").arg(G).arg(gpn));
    const Cluster cluster{s.gpu, gpn, G / gpn, s.network, s.nicGbps, s.nicsPerNode};
    const LayoutRequest& req = s.layout;
    if (Status st = checkLayoutRequest(w0, req); !st) // the model's rules first, then the hardware's
        return st.error();
    const int tp = req.tp.value_or(1), pp = req.pp.value_or(1), cp = req.cp.value_or(1);
    if (Status st = checkFixedDegrees(w0, cluster, req); !st)
        return st.error();
    const MemoryEstimator mem(w0);
    const TimeEstimator time(w0, s.timeOptions);
    LayoutCandidate chosen;
    ScenarioEstimate out;
    out.layoutChosen = !req.complete();
    if (!req.complete()) {
        const LayoutSearch search(w0, mem, time);
        LayoutCandidate leanest;
        leanest.memoryTotal = -1;
        auto best = search.best(cluster, req, 0, nullptr, &leanest);
        if (best) {
            chosen = *best;
            out.layoutNote = req.any() ? Tr::tr("the parts of the layout you did not give were chosen by the "
                                                "planner: the fastest that fits")
                                       : Tr::tr("chosen by the planner: the fastest layout that fits "
                                                "(least sharding among equals)");
        } else if (leanest.memoryTotal >= 0) {
            chosen = leanest;
            out.layoutNote = Tr::tr("no layout fits; shown with the layout that needs the least memory");
        } else {
            return fieldError(
                QStringLiteral("gpus"),
                Tr::tr("no parallel layout of %1 GPUs suits this model (tensor parallelism must "
                       "divide the %2 attention heads and stay inside a server)")
                    .arg(G)
                    .arg(w0.model.heads));
        }
    } else {
        chosen.parallel = Parallelism{tp,
                                      pp,
                                      G / (tp * pp * cp),
                                      *req.zero,
                                      req.interleave.value_or(1),
                                      req.offload.value_or(0),
                                      cp,
                                      req.ep.value_or(1)};
        chosen.microBatch = *req.microBatch;
        chosen.recompute = *req.recompute;
        out.layoutNote = Tr::tr("as given");
    }
    if (!isTraining(w0.method)) {
        chosen.microBatch = w0.microBatch;
        chosen.recompute = w0.recompute;
    }
    Workload w = w0;
    w.microBatch = chosen.microBatch;
    w.recompute = chosen.recompute;
    if (Status st = validateLayout(w, cluster, chosen.parallel); !st)
        return st.error();
    const MemoryEstimator memW(w);
    const TimeEstimator timeW(w, s.timeOptions);
    out.workload = w;
    out.cluster = cluster;
    out.parallel = chosen.parallel;
    out.memory = memW.estimate(chosen.parallel, s.gpu->capacityBytes());
    out.time = timeW.estimate(cluster, chosen.parallel, out.memory);
    out.fits = out.memory.fits();
    CheckContext ctx;
    ctx.currentYear = currentYear;
    ctx.mainlandChina = s.constraints.region.compare(QLatin1String("China"), Qt::CaseInsensitive) == 0;
    out.checks = checkConfiguration(w, cluster, chosen.parallel, out.memory, ctx);
    out.memoryExplanations = memW.explain(chosen.parallel, s.gpu->capacityBytes());
    out.timeExplanations = timeW.explain(cluster, chosen.parallel, out.memory);
    out.trainableParams = memW.trainableParams();
    out.layoutText = layoutText(chosen.parallel, w.microBatch, w.recompute);
    return out;
}

Result<MatchResult> planScenario(const Scenario& s, const Matcher& matcher, int currentYear)
{
    if (Status st = s.workload.validate(); !st)
        return st.error();
    if (Status st = checkLayoutRequest(s.workload, s.layout); !st)
        return st.error();
    MatchConstraints c = s.constraints;
    c.network = s.network;
    c.nicGbps = s.nicGbps;
    c.nicsPerNode = s.nicsPerNode;
    c.layout = s.layout;
    if (s.gpu && c.allowedGpuIds.isEmpty())
        c.allowedGpuIds = QStringList{s.gpu->id};
    if (s.gpus > 0)
        c.minGpus = s.gpus;
    return matcher.match(s.workload, c, s.timeOptions, currentYear);
}

} // namespace gpuplan
