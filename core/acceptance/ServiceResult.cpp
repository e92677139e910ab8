// parseServiceResult: a serving benchmark's result as vLLM's `vllm bench serve` and SGLang's
// `sglang.bench_serving` write it. The printed block is the same frame in both ("=== Serving Benchmark
// Result ===", "Key:   value" rows, section rules of '-', a closing rule of '='); SGLang's has a Backend row.
// The saved JSON of vLLM is one object (model_id, num_prompts, request_rate, max_concurrency, completed,
// failed since 0.11, totals, mean_/median_/pNN_{ttft,tpot,itl,e2el}_ms); SGLang appends one object per run
// to its --output-file (backend, dataset_name, random_input_len, random_output_len, … *_e2e_latency_ms).
// Python's json writes Infinity and NaN bare; they are read as the tools meant them.
#include "ServiceResult.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>
#include <limits>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Acceptance)
};

Error refused(const QString& message)
{
    return Error(message, QString(), QStringLiteral("result"));
}

QString recognised()
{
    return Tr::tr("the forms read are vllm bench serve's saved JSON (--save-result) and its printed "
                  "\"Serving Benchmark Result\" block (also of benchmarks/benchmark_serving.py), and "
                  "SGLang's sglang.bench_serving JSON lines (--output-file) and printed block");
}

// A number as the tools write it: "12.5", "inf", "nan" (absent), "not set"/"None" (absent).
std::optional<double> number(const QString& text)
{
    const QString t = text.trimmed();
    if (t.compare(QLatin1String("inf"), Qt::CaseInsensitive) == 0 ||
        t.compare(QLatin1String("Infinity"), Qt::CaseInsensitive) == 0)
        return std::numeric_limits<double>::infinity();
    bool ok = false;
    const double v = QLocale::c().toDouble(t, &ok);
    if (!ok || std::isnan(v))
        return std::nullopt;
    return v;
}

std::optional<double> jsonNumber(const QJsonValue& v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString())
        return number(v.toString());
    return std::nullopt;
}

std::optional<int> jsonInt(const QJsonValue& v)
{
    const auto d = jsonNumber(v);
    if (!d || !std::isfinite(*d) || *d < 0 || *d > 1e9)
        return std::nullopt;
    return int(std::llround(*d));
}

LatencyStats* metricOf(ServiceMeasurement& m, const QString& name)
{
    const QString n = name.toLower();
    if (n == QLatin1String("ttft"))
        return &m.ttft;
    if (n == QLatin1String("tpot"))
        return &m.tpot;
    if (n == QLatin1String("itl"))
        return &m.itl;
    if (n == QLatin1String("e2el") || n == QLatin1String("e2e_latency") || n == QLatin1String("e2e latency"))
        return &m.e2e;
    return nullptr;
}

// "mean", "median", "p99", "p99.9" → where the value goes in the metric
void putStat(LatencyStats& s, const QString& which, double value)
{
    const QString w = which.toLower();
    if (w == QLatin1String("mean"))
        s.mean = value;
    else if (w == QLatin1String("median"))
        s.median = value;
    else if (w.startsWith(QLatin1Char('p')))
        if (const auto p = number(w.mid(1)); p && *p > 0 && *p < 100)
            s.percentiles.insert(*p, value);
}

// Python's json writes float('inf') and float('nan') as bare Infinity and NaN, which JSON does not have.
QByteArray pythonJson(QByteArray line)
{
    static const QRegularExpression bare(QStringLiteral("([:\\[,]\\s*)(-?Infinity|NaN)(?=\\s*[,}\\]])"));
    QString s = QString::fromUtf8(line);
    s.replace(bare, QStringLiteral("\\1\"\\2\""));
    return s.toUtf8();
}

void readJsonMetrics(const QJsonObject& o, ServiceMeasurement& m)
{
    static const QRegularExpression key(
        QStringLiteral("^(mean|median|p[0-9]+(?:\\.[0-9]+)?)_(ttft|tpot|itl|e2el|e2e_latency)_ms$"));
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QRegularExpressionMatch k = key.match(it.key());
        if (!k.hasMatch())
            continue;
        const auto v = jsonNumber(it.value());
        if (LatencyStats* s = metricOf(m, k.captured(2)); s && v)
            putStat(*s, k.captured(1), *v);
    }
}

ServiceMeasurement fromJson(const QJsonObject& o)
{
    ServiceMeasurement m;
    const bool sglang = o.contains(QLatin1String("dataset_name")) ||
                        o.contains(QLatin1String("random_input_len")) ||
                        o.contains(QLatin1String("mean_e2e_latency_ms"));
    m.tool = sglang ? ServiceTool::SglangBench : ServiceTool::VllmBench;
    m.model = o.value(QLatin1String("model_id")).toString();
    m.backend = o.value(QLatin1String("backend")).toString();
    m.prompts = jsonInt(o.value(QLatin1String("num_prompts")));
    m.completed = jsonInt(o.value(QLatin1String("completed")));
    m.failed = jsonInt(o.value(QLatin1String("failed")));
    m.durationSeconds = jsonNumber(o.value(QLatin1String("duration")));
    m.totalInputTokens = jsonNumber(o.value(QLatin1String("total_input_tokens")));
    m.totalOutputTokens = jsonNumber(o.value(QLatin1String("total_output_tokens")));
    m.randomInputLen = jsonNumber(o.value(QLatin1String("random_input_len")));
    m.randomOutputLen = jsonNumber(o.value(QLatin1String("random_output_len")));
    m.requestRate = jsonNumber(o.value(QLatin1String("request_rate")));
    if (const QJsonValue c = o.value(QLatin1String("max_concurrency")); c.isNull())
        m.maxConcurrency = 0; // written as null when not set
    else
        m.maxConcurrency = jsonInt(c);
    m.requestThroughput = jsonNumber(o.value(QLatin1String("request_throughput")));
    m.outputThroughput = jsonNumber(o.value(QLatin1String("output_throughput")));
    readJsonMetrics(o, m);
    return m;
}

Result<ServiceMeasurement> parseJson(const QByteArray& bytes)
{
    // One object (vLLM), or one object per line (SGLang appends a line per run): the last is read.
    QList<QByteArray> lines;
    for (const QByteArray& l : bytes.split('\n'))
        if (!l.trimmed().isEmpty())
            lines.append(l);
    QJsonParseError whole{};
    const QJsonDocument doc = QJsonDocument::fromJson(pythonJson(bytes), &whole);
    if (whole.error == QJsonParseError::NoError && doc.isObject()) {
        ServiceMeasurement m = fromJson(doc.object());
        m.form =
            m.tool == ServiceTool::SglangBench ? QStringLiteral("json_lines") : QStringLiteral("saved_json");
        return m;
    }
    if (lines.size() < 2)
        return refused(Tr::tr("the JSON ends or breaks at character %1 (%2): the file was cut off or is not "
                              "a benchmark's result")
                           .arg(whole.offset)
                           .arg(whole.errorString()));
    QJsonParseError last{};
    const QJsonDocument one = QJsonDocument::fromJson(pythonJson(lines.constLast()), &last);
    if (last.error != QJsonParseError::NoError || !one.isObject())
        return refused(Tr::tr("the last of the file's %1 JSON lines is cut off or broken at character %2 "
                              "(%3): the run did not finish writing it")
                           .arg(lines.size())
                           .arg(last.offset)
                           .arg(last.errorString()));
    ServiceMeasurement m = fromJson(one.object());
    m.form = QStringLiteral("json_lines");
    m.results = int(lines.size());
    return m;
}

// The values vLLM prints before its block (Traffic request rate, Maximum request concurrency) and the
// arguments line both tools print (Namespace(…)): the load and lengths the run was given.
void readPreamble(const QString& before, ServiceMeasurement& m)
{
    static const QRegularExpression rate(QStringLiteral("^Traffic request rate:\\s*(\\S+)"),
                                         QRegularExpression::MultilineOption);
    static const QRegularExpression conc(QStringLiteral("^Maximum request concurrency:\\s*(\\S+)"),
                                         QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator it = rate.globalMatch(before);
    while (it.hasNext())
        m.requestRate = number(it.next().captured(1));
    it = conc.globalMatch(before);
    while (it.hasNext()) {
        const auto c = number(it.next().captured(1));
        m.maxConcurrency = c && *c >= 0 && *c <= 1e9 ? int(*c) : 0; // "None", "inf": no limit
    }
    const qsizetype ns = before.lastIndexOf(QLatin1String("Namespace("));
    if (ns < 0)
        return;
    const QString args = before.mid(ns, before.indexOf(QLatin1Char('\n'), ns) - ns);
    auto arg = [&args](const char* name) -> std::optional<QString> {
        const QRegularExpression re(QStringLiteral("[(, ]%1=('([^']*)'|[^,)]*)").arg(QLatin1String(name)));
        const QRegularExpressionMatch x = re.match(args);
        if (!x.hasMatch())
            return std::nullopt;
        return x.captured(2).isEmpty() ? x.captured(1) : x.captured(2);
    };
    if (auto v = arg("random_input_len"))
        m.randomInputLen = number(*v);
    if (auto v = arg("random_output_len"))
        m.randomOutputLen = number(*v);
    if (auto v = arg("num_prompts"))
        if (auto n = number(*v); n && *n >= 0 && *n <= 1e9)
            m.prompts = int(*n);
    if (auto v = arg("model"); v && m.model.isEmpty() && *v != QLatin1String("None"))
        m.model = *v;
    if (auto v = arg("ignore_eos"))
        m.ignoreEos = *v == QLatin1String("True");
    if (auto v = arg("disable_ignore_eos")) // SGLang ignores the end of sequence unless told not to
        m.ignoreEos = *v != QLatin1String("True");
}

void readRow(const QString& key, const QString& value, ServiceMeasurement& m)
{
    static const QRegularExpression stat(
        QStringLiteral("^(Mean|Median|P[0-9]+(?:\\.[0-9]+)?) (TTFT|TPOT|ITL|E2EL|E2E Latency) \\(ms\\)$"));
    if (const QRegularExpressionMatch s = stat.match(key); s.hasMatch()) {
        if (const auto v = number(value))
            putStat(*metricOf(m, s.captured(2)), s.captured(1), *v);
        return;
    }
    const auto v = number(value);
    auto whole = [&v]() {
        return v && *v >= 0 && *v <= 1e9 ? std::optional<int>(int(*v)) : std::nullopt; // a count, in range
    };
    if (key == QLatin1String("Backend"))
        m.backend = value;
    else if (key == QLatin1String("Successful requests"))
        m.completed = whole();
    else if (key == QLatin1String("Failed requests"))
        m.failed = whole();
    else if (key == QLatin1String("Benchmark duration (s)"))
        m.durationSeconds = v;
    else if (key == QLatin1String("Total input tokens"))
        m.totalInputTokens = v;
    else if (key == QLatin1String("Total generated tokens"))
        m.totalOutputTokens = v;
    else if (key == QLatin1String("Request throughput (req/s)"))
        m.requestThroughput = v;
    else if (key == QLatin1String("Output token throughput (tok/s)"))
        m.outputThroughput = v;
    else if (key == QLatin1String("Traffic request rate") ||
             key == QLatin1String("Request rate configured (RPS)"))
        m.requestRate = v;
    else if (key == QLatin1String("Max request concurrency") ||
             key == QLatin1String("Max reqeuest concurrency") ||
             key == QLatin1String("Maximum request concurrency"))
        m.maxConcurrency = whole().value_or(0); // "not set"
}

Result<ServiceMeasurement> parsePrinted(const QString& text)
{
    static const QRegularExpression head(QStringLiteral("^=+ ?Serving Benchmark Result ?=+\\s*$"),
                                         QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator it = head.globalMatch(text);
    QRegularExpressionMatch last;
    int blocks = 0;
    while (it.hasNext()) {
        last = it.next();
        ++blocks;
    }
    if (blocks == 0)
        return refused(Tr::tr("this is not a result of a serving benchmark: %1").arg(recognised()));
    ServiceMeasurement m;
    m.form = QStringLiteral("printed");
    m.results = blocks;
    readPreamble(text.left(last.capturedStart()), m);
    const QStringList rows = text.mid(last.capturedEnd()).split(QLatin1Char('\n'));
    bool closed = false;
    static const QRegularExpression row(QStringLiteral("^([^:]+):\\s*(.*?)\\s*$"));
    for (const QString& raw : rows) {
        const QString r = raw.trimmed();
        if (r.size() >= 20 && r.count(QLatin1Char('=')) == r.size()) {
            closed = true;
            break;
        }
        if (const QRegularExpressionMatch x = row.match(r); x.hasMatch())
            readRow(x.captured(1).trimmed(), x.captured(2), m);
    }
    if (!closed)
        return refused(Tr::tr("the printed result ends before its closing line of '=': the run, or the copy "
                              "of its output, was cut off; give the whole output or the saved JSON"));
    m.tool = m.backend.isEmpty() ? ServiceTool::VllmBench : ServiceTool::SglangBench;
    return m;
}
} // namespace

std::optional<std::pair<double, double>> LatencyStats::atOrAbove(double percentile) const
{
    if (percentile == 50 && median)
        return std::make_pair(50.0, *median);
    for (auto it = percentiles.constBegin(); it != percentiles.constEnd(); ++it)
        if (it.key() >= percentile - 1e-9)
            return std::make_pair(it.key(), it.value());
    return std::nullopt;
}

QString ServiceMeasurement::toolName() const
{
    return tool == ServiceTool::SglangBench ? QStringLiteral("sglang.bench_serving")
                                            : QStringLiteral("vllm bench serve");
}

QString ServiceMeasurement::formText() const
{
    if (form == QLatin1String("saved_json"))
        return Tr::tr("saved JSON");
    if (form == QLatin1String("json_lines"))
        return Tr::tr("JSON lines");
    return Tr::tr("printed result");
}

std::optional<double> ServiceMeasurement::meanInputTokens() const
{
    if (!totalInputTokens || !completed || *completed <= 0)
        return std::nullopt;
    return *totalInputTokens / *completed;
}

std::optional<double> ServiceMeasurement::meanOutputTokens() const
{
    if (!totalOutputTokens || !completed || *completed <= 0)
        return std::nullopt;
    return *totalOutputTokens / *completed;
}

int ServiceMeasurement::failedRequests() const
{
    if (failed)
        return *failed;
    if (prompts && completed)
        return std::max(0, *prompts - *completed);
    return 0;
}

Result<ServiceMeasurement> parseServiceResult(const QByteArray& bytes)
{
    const QByteArray trimmed = bytes.trimmed();
    if (trimmed.isEmpty())
        return refused(Tr::tr("the result is empty: %1").arg(recognised()));
    Result<ServiceMeasurement> m =
        trimmed.startsWith('{') ? parseJson(trimmed) : parsePrinted(QString::fromUtf8(bytes));
    if (!m)
        return m;
    if (!m->completed)
        return refused(Tr::tr("the %1 has no count of the requests answered (\"completed\", \"Successful "
                              "requests\"): it is not a whole result of %2")
                           .arg(m->formText(), m->toolName()));
    if (m->ttft.isEmpty() || m->tpot.isEmpty())
        return refused(Tr::tr("the %1 has no time to first token or no time per output token: run the "
                              "benchmark with --percentile-metrics ttft,tpot (as the acceptance script does)")
                           .arg(m->formText()));
    return m;
}

} // namespace gpuplan
