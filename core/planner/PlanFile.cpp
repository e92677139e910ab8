// Plan files (.gpuplan): read strictly and written atomically. PlanRequest::fromJson reads the fields; the
// shape of the file (format, version, known keys, contradictions) and the file's messages live here.
#include "PlanRequest.h"

#include "files/InputFile.h"
#include "util/AtomicFile.h"
#include "util/Csv.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QStringDecoder>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Planning)
};

// The keys a plan file may hold, at the top and inside "architecture" and "layout".
const QStringList& planKeys()
{
    static const QStringList keys =
        QString::fromLatin1(
            "format version stage model architecture params method precision "
            "optimizer recompute network prices sort term budget seq global_batch "
            "tokens dataset_tokens epochs deadline_hours concurrency context "
            "target_tokens_per_second rental_months max_gpus max_servers gpus region "
            "quote_ids top gpus_fixed gpus_per_server nic_gbps nics lora_rank "
            "efficiency layout flash_attention include_unoffered steady_state offload stack serving")
            .split(QLatin1Char(' '));
    return keys;
}

// Unknown keys are refused, not ignored: a misspelled "budgett" would drop the budget without a word.
Status checkKeys(const QJsonObject& o, const QStringList& known, const QString& prefix)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (known.contains(it.key()))
            continue;
        const QString guess = Csv::closestMatch(it.key(), known);
        return Status::failure(
            prefix + it.key(),
            guess.isEmpty()
                ? Tr::tr("not a key of a plan file; the keys are %1").arg(known.join(QStringLiteral(", ")))
                : Tr::tr("not a key of a plan file; did you mean \"%1\"?").arg(guess));
    }
    return Status();
}

// What a JSON value holds, for a message: huge, 0, [], null.
QString jsonText(const QJsonValue& v)
{
    if (v.isString())
        return v.toString();
    const QByteArray json = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}
} // namespace

QString planFileKey(const QString& field)
{
    static const QHash<QString, QString> special{
        {QStringLiteral("gpu"), QStringLiteral("gpus")},
        {QStringLiteral("deadline"), QStringLiteral("deadline_hours")}, // reliability-4 R13
        {QStringLiteral("tp"), QStringLiteral("layout.tp")},
        {QStringLiteral("pp"), QStringLiteral("layout.pp")},
        {QStringLiteral("zero"), QStringLiteral("layout.zero")},
        {QStringLiteral("interleave"), QStringLiteral("layout.interleave")},
        {QStringLiteral("cp"), QStringLiteral("layout.cp")},
        {QStringLiteral("ep"), QStringLiteral("layout.ep")},
        {QStringLiteral("micro-batch"), QStringLiteral("layout.micro_batch")},
        {QStringLiteral("layers"), QStringLiteral("architecture.layers")},
        {QStringLiteral("hidden"), QStringLiteral("architecture.hidden")},
        {QStringLiteral("heads"), QStringLiteral("architecture.heads")},
        {QStringLiteral("kv-heads"), QStringLiteral("architecture.kv_heads")},
        {QStringLiteral("ffn"), QStringLiteral("architecture.ffn")},
        {QStringLiteral("vocab"), QStringLiteral("architecture.vocab")},
        {QStringLiteral("gated-ffn"), QStringLiteral("architecture.gated_ffn")}};
    if (field.isEmpty())
        return QString();
    return special.value(field, QString(field).replace(QLatin1Char('-'), QLatin1Char('_')));
}

Status checkPlanShape(const QJsonObject& o, int formatVersion)
{
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("gpuplan-plan"))
        return Error(Tr::tr("this is not a GPU Rental Planner plan (no \"format\": \"gpuplan-plan\")"));
    const QJsonValue version = o.value(QStringLiteral("version"));
    if (!version.isUndefined() &&
        (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) ||
         version.toDouble() < 1))
        return Error(Tr::tr("'%1' is not a format version: a whole number from 1").arg(jsonText(version)),
                     QStringLiteral("version"));
    if (version.toDouble() > formatVersion)
        return Error(Tr::tr("the plan was written by a newer version (format %1; this one reads %2)")
                         .arg(jsonText(version))
                         .arg(formatVersion),
                     QStringLiteral("version"));
    if (Status s = checkKeys(o, planKeys(), QString()); !s)
        return s.error();
    if (o.contains(QStringLiteral("serving"))) { // a served model: its question is under "serving" alone
        if (!o.value(QStringLiteral("serving")).isObject())
            return Error(
                Tr::tr("\"serving\" must be an object: the serving question (model, load, targets …)"),
                QStringLiteral("serving"));
        if (o.contains(QStringLiteral("stage")) &&
            o.value(QStringLiteral("stage")).toString() != stageName(Stage::Serving))
            return Error(Tr::tr("\"serving\" is a served model's question, but \"stage\" is not \"serving\""),
                         QStringLiteral("stage"), QStringLiteral("serving"));
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!QStringList{QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("stage"),
                             QStringLiteral("serving")}
                     .contains(it.key()))
                return Error(
                    Tr::tr("a serving plan keeps its question under \"serving\"; \"%1\" belongs to a "
                           "training plan")
                        .arg(it.key()),
                    it.key());
    }
    for (const auto& [key, known] :
         {std::pair{"architecture",
                    QStringList{QStringLiteral("layers"), QStringLiteral("hidden"), QStringLiteral("heads"),
                                QStringLiteral("kv_heads"), QStringLiteral("ffn"), QStringLiteral("vocab"),
                                QStringLiteral("gated_ffn")}},
          std::pair{"layout", QStringList{QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("zero"),
                                          QStringLiteral("interleave"), QStringLiteral("micro_batch"),
                                          QStringLiteral("cp"), QStringLiteral("ep")}}})
        if (o.value(QLatin1String(key)).isObject())
            if (Status s = checkKeys(o.value(QLatin1String(key)).toObject(), known,
                                     QLatin1String(key) + QLatin1Char('.'));
                !s)
                return s.error();
    // Keys that contradict each other are refused, naming both, never settled silently.
    for (const char* other : {"model", "architecture"})
        if (o.contains(QStringLiteral("params")) && o.contains(QLatin1String(other)))
            return Error(Tr::tr("\"params\" and \"%1\" contradict each other: give a preset or an "
                                "architecture, or a size")
                             .arg(QLatin1String(other)),
                         QStringLiteral("params"));
    if (o.contains(QStringLiteral("quote_ids")) &&
        o.value(QStringLiteral("prices")).toString(QStringLiteral("reference")) == QLatin1String("reference"))
        return Error(Tr::tr("\"quote_ids\" chooses stored quotes, but \"prices\" is \"reference\" (or "
                            "missing); set \"prices\" to \"quotes\" or \"both\""),
                     QStringLiteral("quote_ids"), QStringLiteral("prices"));
    if (o.contains(QStringLiteral("region")) && !o.value(QStringLiteral("region")).isString())
        return Error(Tr::tr("'%1' is not a region name").arg(jsonText(o.value(QStringLiteral("region")))),
                     QStringLiteral("region"));
    return Status();
}

QJsonObject servingPlanJson(const QJsonObject& serving)
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("gpuplan-plan")},
                       {QStringLiteral("version"), PlanRequest::kFormatVersion},
                       {QStringLiteral("stage"), stageName(Stage::Serving)},
                       {QStringLiteral("serving"), serving}};
}

PlanRequest servingPlanShell(const QJsonObject& serving)
{
    PlanRequest r;
    r.stage = Stage::Serving;
    r.serving = serving;
    r.modelId = serving.value(QStringLiteral("model")).toString();
    return r;
}

Error badPlanValue(const QJsonObject& o, const char* key)
{
    // What the file holds, and what is allowed.
    QStringList stages;
    for (Stage st : allStages())
        stages << stageName(st);
    const QHash<QString, QString> allowed{
        {QStringLiteral("stage"), stages.join(QStringLiteral(", "))},
        {QStringLiteral("method"), QStringLiteral("inference, lora, qlora, full, pretrain")},
        {QStringLiteral("precision"), precisionList()},
        {QStringLiteral("optimizer"), QStringLiteral("adamw, adamw8bit, sgd, adafactor")},
        {QStringLiteral("recompute"), QStringLiteral("none, selective, full")},
        {QStringLiteral("stack"), stackNames()},
        {QStringLiteral("network"), QStringLiteral("rdma, ethernet")},
        {QStringLiteral("prices"), QStringLiteral("reference, quotes, both")},
        {QStringLiteral("sort"), QStringLiteral("recommended, fastest, fewest, cheapest")},
        {QStringLiteral("term"),
         QStringLiteral("hourly, daily, weekly, monthly, yearly, savings-plan, spot")}};
    const QString value = jsonText(o.value(QLatin1String(key)));
    const QString list = allowed.value(QLatin1String(key));
    // The field is the key (the desktop places the message at its input); the file's reader names the key.
    return fieldError(QLatin1String(key), list.isEmpty() ? Tr::tr("'%1' is not a valid value").arg(value)
                                                         : Tr::tr("'%1' is not one of %2").arg(value, list));
}

namespace {
// The first key written twice in one object of a valid JSON text, empty when none: QJsonDocument keeps the
// last silently, and a strict file refuses it (reliability-4 F25: two "tokens" keys, the second one used).
QString duplicateKey(const QByteArray& json)
{
    struct Frame
    {
        bool object = false, expectKey = false;
        QSet<QByteArray> keys;
    };
    QList<Frame> stack;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '{' || c == '[') {
            stack.append({c == '{', c == '{', {}});
        } else if ((c == '}' || c == ']') && !stack.isEmpty()) {
            stack.removeLast();
        } else if (c == ',' && !stack.isEmpty()) {
            stack.last().expectKey = stack.last().object;
        } else if (c == '"') {
            const qsizetype start = ++i;
            while (i < json.size() && json[i] != '"')
                i += json[i] == '\\' ? 2 : 1;
            if (!stack.isEmpty() && stack.last().expectKey) {
                const QByteArray key = json.mid(start, i - start);
                if (stack.last().keys.contains(key))
                    return QString::fromUtf8(key);
                stack.last().keys.insert(key);
                stack.last().expectKey = false;
            }
        }
    }
    return QString();
}
} // namespace

Result<PlanRequest> readPlanFile(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    // Bounded, and a named pipe nobody writes to is given up (readImportFile).
    auto bytes = readImportFile(path, 1 << 20);
    if (!bytes)
        return Error(bytes.error().message.contains(QLatin1String("MB"))
                         ? Tr::tr("the file is larger than 1 MB; a plan file is a few kilobytes")
                         : bytes.error().message,
                     name);
    // A file saved as UTF-16 or with a UTF-8 byte-order mark (Windows editors) is read as its mark says
    // (reliability-4 F24: "illegal value at byte 1").
    QByteArray text = bytes.value();
    if (const auto encoding = QStringConverter::encodingForData(text)) {
        QStringDecoder decode(*encoding, QStringDecoder::Flag::ConvertInitialBom);
        text = QString(decode(text)).toUtf8();
        if (text.startsWith("\xEF\xBB\xBF"))
            text.remove(0, 3);
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError)
        return Error(Tr::tr("not a plan file: %1 at byte %2").arg(pe.errorString()).arg(pe.offset), name);
    if (!doc.isObject())
        return Error(Tr::tr("not a plan file: it holds a JSON list or value, not an object with "
                            "\"format\": \"gpuplan-plan\""),
                     name);
    if (const QString twice = duplicateKey(text); !twice.isEmpty())
        return Error(Tr::tr("the key \"%1\" is written twice in one object; keep one").arg(twice), name);
    auto r = PlanRequest::fromJson(doc.object());
    if (!r) {
        // A file's error names its key, not a command-line option: p.gpuplan, key "max_gpus".
        const QString where = r.error().where;
        const QString key =
            planKeys().contains(where.section(QLatin1Char('.'), 0, 0)) || r.error().field.isEmpty()
                ? where
                : planFileKey(r.error().field);
        return Error(r.error().message, key.isEmpty() ? name : Tr::tr("%1, key \"%2\"").arg(name, key));
    }
    return r;
}

Status writePlanFile(const QString& path, const PlanRequest& request, const QStringList& protectedFiles)
{
    return writeFileAtomically(path, QJsonDocument(request.toJson()).toJson(QJsonDocument::Indented),
                               protectedFiles);
}

QList<Error> PlanRequest::doubtful() const
{
    // Training and serving sequences run from 512 to 128K tokens (the catalog's models; Llama 2 4,096, Llama
    // 3 8,192); under 128 a typing slip is likelier than a real job. A training run under a million tokens is
    // a test, not a job to rent servers for.
    QList<Error> out;
    if (seqLen > 0 && seqLen < 128)
        out << fieldError(
            QStringLiteral("seq"),
            Tr::tr("a sequence of %1 tokens is unusually short (models train on 512–8,192); check "
                   "the value")
                .arg(seqLen));
    if (isTraining(method) && tokens > 0 && tokens < 1e6)
        out << fieldError(
            QStringLiteral("tokens"),
            Tr::tr("%1 tokens is a test run rather than a training job; check the value (e.g. 500M)")
                .arg(tokens, 0, 'f', 0));
    return out;
}

} // namespace gpuplan
