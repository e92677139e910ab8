#include "GpuCatalog.h"

#include "util/Csv.h"
#include "util/DataFile.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(GpuCatalog)
};

const char* const kColumns[] = {
    "id",          "vendor",      "name",         "variant",           "form_factor", "memory_gb",
    "memory_type", "mem_bw_gbps", "fp32_tflops",  "tf32_tflops",       "bf16_tflops", "fp16_tflops",
    "fp8_tflops",  "int8_tops",   "interconnect", "interconnect_gbps", "pcie_gen",    "tdp_w",
    "year",        "tier",        "default_mfu",  "aliases",           "source",      "verification",
    "checked"};

// Lower-case tokens of letters+digits, with "80gb" → "80g" and the "rtx"/"nvidia"/"tesla" noise dropped.
QSet<QString> tokens(const QString& text)
{
    static const QRegularExpression split(QStringLiteral("[^a-z0-9.]+"));
    static const QRegularExpression boundary(QStringLiteral("(?<=[a-z])(?=\\d{2,3}g)|(?<=\\d)(?=[a-z]{3,})"));
    QString t = text.toLower();
    t.replace(boundary, QStringLiteral(" "));
    QSet<QString> out;
    for (QString tok : t.split(split, Qt::SkipEmptyParts)) {
        if (tok.endsWith(QLatin1String("gb")))
            tok.chop(1);
        if (tok == QLatin1String("rtx") || tok == QLatin1String("nvidia") || tok == QLatin1String("tesla") ||
            tok == QLatin1String("geforce") || tok == QLatin1String("instinct") ||
            tok == QLatin1String("amd"))
            continue;
        if (tok == QLatin1String("sxm4") || tok == QLatin1String("sxm5") || tok == QLatin1String("sxm2"))
            tok = QStringLiteral("sxm");
        out.insert(tok);
    }
    return out;
}

QString squash(const QString& text)
{
    QString out;
    for (QChar c : text.toLower())
        if (c.isLetterOrNumber())
            out.append(c);
    return out;
}
// What a row may not be beside the rows before it: a "checked" that is not a date; an alias that already
// names another GPU ("4090" on the H100's row would capture the RTX 4090's quotes). The column and why.
std::optional<std::pair<int, QString>> rowProblem(const GpuModel& g, const QList<GpuModel>& earlier)
{
    static const QRegularExpression day(QStringLiteral("^\\d{4}-\\d{2}(-\\d{2})?$"));
    const QString full = g.checked.size() == 7 ? g.checked + QStringLiteral("-01") : g.checked;
    if (!g.checked.isEmpty() &&
        (!day.match(g.checked).hasMatch() || !QDate::fromString(full, Qt::ISODate).isValid()))
        return std::pair{24, Tr::tr("'%1' is not a date (2026-11 or 2026-11-30)").arg(g.checked)};
    for (const GpuModel& other : earlier)
        for (const QString& b : other.aliases)
            if (b.trimmed().compare(g.id, Qt::CaseInsensitive) == 0)
                return std::pair{0, Tr::tr("'%1' is already an alias of %2").arg(g.id, other.id)};
    for (const QString& a : g.aliases)
        for (const GpuModel& other : earlier)
            if (other.id.compare(a.trimmed(), Qt::CaseInsensitive) == 0 ||
                std::any_of(other.aliases.begin(), other.aliases.end(), [&](const QString& b) {
                    return b.trimmed().compare(a.trimmed(), Qt::CaseInsensitive) == 0;
                }))
                return std::pair{21, Tr::tr("the alias '%1' already names %2").arg(a.trimmed(), other.id)};
    return std::nullopt;
}
} // namespace

const GpuCatalog& GpuCatalog::shipped()
{
    static const GpuCatalog catalog = [] {
        auto parsed = fromCsv(DataFile::resource(QStringLiteral(":/gpuplan/catalog/gpus.csv")),
                              QStringLiteral("gpus.csv"));
        if (!parsed)
            qFatal("Shipped GPU catalog is invalid: %s", qPrintable(parsed.error().toString()));
        return parsed.value();
    }();
    return catalog;
}

Result<GpuCatalog> GpuCatalog::fromCsv(const QString& text, const QString& sourceName)
{
    GpuCatalog catalog;
    QStringList columns;
    for (const char* c : kColumns)
        columns << QString::fromLatin1(c);
    const Status read =
        DataFile::read(text, sourceName, columns, [&](const QStringList& f, const DataFile::Fail& fail) {
            auto number = [&](int col, bool required, double* out) {
                const QString s = f[col].trimmed();
                if (s.isEmpty()) {
                    *out = 0;
                    return !required || fail(col, Tr::tr("a value is required"));
                }
                bool ok = false;
                *out = s.toDouble(&ok);
                if (!ok || !std::isfinite(*out) || *out < 0)
                    return fail(col, Tr::tr("'%1' is not a non-negative number").arg(s));
                return true;
            };
            // Whole numbers within a range: a year of 1e300 is refused, never converted. An optional one may
            // be 0 (not known, written back as empty); a required one may not (a year of 0 was accepted and
            // then, written back empty, refused on the next read — found by fuzz_gpus).
            auto integer = [&](int col, bool required, int min, int max, int* out) {
                double v = 0;
                if (!number(col, required, &v))
                    return false;
                // Reliability-4 R12: the message of an optional column says what 0 means.
                if (v != std::floor(v) || ((required || v != 0) && (v < min || v > max)))
                    return fail(col,
                                (required ? Tr::tr("'%1' is not a whole number from %2 to %3")
                                          : Tr::tr("'%1' is not a whole number from %2 to %3 (0 or empty: "
                                                   "not known)"))
                                    .arg(f[col].trimmed())
                                    .arg(min)
                                    .arg(max));
                *out = int(v);
                return true;
            };
            GpuModel g;
            g.id = f[0].trimmed();
            if (g.id.isEmpty())
                return fail(0, Tr::tr("a value is required"));
            g.vendor = f[1].trimmed();
            g.name = f[2].trimmed();
            g.variant = f[3].trimmed();
            const QString ff = f[4].trimmed().toLower();
            if (ff == QLatin1String("sxm"))
                g.formFactor = FormFactor::Sxm;
            else if (ff == QLatin1String("pcie"))
                g.formFactor = FormFactor::Pcie;
            else if (ff == QLatin1String("oam"))
                g.formFactor = FormFactor::Oam;
            else if (ff == QLatin1String("module"))
                g.formFactor = FormFactor::Module;
            else
                return fail(4, Tr::tr("'%1' is not one of SXM, PCIe, OAM, Module").arg(f[4]));
            double v = 0;
            if (!number(5, true, &g.memoryGb))
                return false;
            // Physical ranges (reliability-3 R20): 1e308 TFLOPS or memory printed "inf GiB free".
            if (g.memoryGb <= 0 || g.memoryGb > 4096)
                return fail(5, Tr::tr("must be more than 0 and at most 4,096 GB"));
            g.memoryType = f[6].trimmed();
            if (!number(7, true, &g.memoryBandwidthGBs))
                return false;
            if (g.memoryBandwidthGBs <= 0 || g.memoryBandwidthGBs > 100000)
                return fail(7, Tr::tr("must be more than 0 and at most 100,000 GB/s"));
            for (int p = 0; p < 6; ++p) {
                if (!number(8 + p, false, &v))
                    return false;
                if (v > 100000)
                    return fail(8 + p, Tr::tr("at most 100,000 TFLOPS (dense, per GPU)"));
                g.denseTflops[p] = v;
            }
            g.interconnect = f[14].trimmed();
            if (!number(15, false, &g.interconnectGBs))
                return false;
            if (g.interconnectGBs > 100000)
                return fail(15, Tr::tr("at most 100,000 GB/s"));
            if (!integer(16, false, 1, 10, &g.pcieGen))
                return false;
            if (!integer(17, false, 1, 10000, &g.tdpW))
                return false;
            if (!integer(18, true, 1990, 2100, &g.year))
                return false;
            const QString tier = f[19].trimmed();
            if (tier == QLatin1String("entry"))
                g.tier = Tier::Entry;
            else if (tier == QLatin1String("advanced"))
                g.tier = Tier::Advanced;
            else if (tier == QLatin1String("flagship"))
                g.tier = Tier::Flagship;
            else
                return fail(19, Tr::tr("'%1' is not one of entry, advanced, flagship").arg(tier));
            if (!number(20, true, &g.defaultMfu))
                return false;
            if (g.defaultMfu <= 0 || g.defaultMfu > 1)
                return fail(20, Tr::tr("must be between 0 and 1"));
            g.aliases = f[21].split(QLatin1Char('|'), Qt::SkipEmptyParts);
            g.source = f[22].trimmed();
            g.verification = f[23].trimmed();
            g.checked = f[24].trimmed();
            if (catalog.byId(g.id))
                return fail(0, Tr::tr("duplicate id '%1'").arg(g.id));
            if (auto problem = rowProblem(g, catalog.m_gpus))
                return fail(problem->first, problem->second);
            catalog.m_gpus.append(g);
            return true;
        });
    if (!read)
        return read.error();
    if (catalog.m_gpus.isEmpty())
        return Result<GpuCatalog>::failure(sourceName, Tr::tr("the catalog holds no GPUs"));
    return catalog;
}

QString GpuCatalog::toCsv() const
{
    QStringList header;
    for (const char* c : kColumns)
        header << QString::fromLatin1(c);
    QString out = Csv::joinRow(header) + QLatin1Char('\n');
    auto num = [](double v) {
        return v > 0 ? QString::number(v, 'g', 8) : QString();
    };
    for (const GpuModel& g : m_gpus) {
        QStringList row{g.id,
                        g.vendor,
                        g.name,
                        g.variant,
                        formFactorName(g.formFactor),
                        num(g.memoryGb),
                        g.memoryType,
                        num(g.memoryBandwidthGBs)};
        for (int p = 0; p < 6; ++p)
            row << num(g.denseTflops[p]);
        row << g.interconnect << num(g.interconnectGBs) << num(g.pcieGen) << num(g.tdpW) << num(g.year)
            << tierName(g.tier) << num(g.defaultMfu) << g.aliases.join(QLatin1Char('|')) << g.source
            << g.verification << g.checked;
        out += Csv::joinRow(row) + QLatin1Char('\n');
    }
    return out;
}

const GpuModel* GpuCatalog::byId(const QString& id) const
{
    for (const GpuModel& g : m_gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

void GpuCatalog::upsert(const GpuModel& gpu)
{
    for (GpuModel& g : m_gpus) {
        if (g.id == gpu.id) {
            g = gpu;
            return;
        }
    }
    m_gpus.append(gpu);
}

Result<const GpuModel*> GpuCatalog::find(const QString& spelling) const
{
    const QString wanted = squash(spelling);
    if (wanted.isEmpty())
        return Result<const GpuModel*>(fieldError(QStringLiteral("gpu"), Tr::tr("no GPU name given")));
    for (const GpuModel& g : m_gpus) {
        if (squash(g.id) == wanted)
            return &g;
    }
    for (const GpuModel& g : m_gpus) {
        for (const QString& a : g.aliases)
            if (squash(a) == wanted)
                return &g;
    }
    const QSet<QString> want = tokens(spelling);
    QList<const GpuModel*> exact, partial;
    for (const GpuModel& g : m_gpus) {
        QSet<QString> have = tokens(g.id);
        have.unite(tokens(g.name + QLatin1Char(' ') + g.variant));
        if (have.contains(want)) {
            partial.append(&g);
            if (tokens(g.id) == want)
                exact.append(&g);
        }
    }
    if (exact.size() == 1)
        return exact.first();
    if (partial.size() == 1)
        return partial.first();
    if (partial.size() > 1) {
        QStringList ids;
        for (const GpuModel* g : partial)
            ids << g->id;
        return Result<const GpuModel*>(
            fieldError(QStringLiteral("gpu"), Tr::tr("'%1' matches several GPUs: %2; give one of these ids")
                                                  .arg(spelling, ids.join(QStringLiteral(", ")))));
    }
    return Result<const GpuModel*>(fieldError(
        QStringLiteral("gpu"), Tr::tr("unknown GPU '%1'; give one of the GPU catalog's ids").arg(spelling)));
}

} // namespace gpuplan
