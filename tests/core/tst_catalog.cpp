#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "util/Csv.h"
#include "util/Language.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace gpuplan;

class TestCatalog : public QObject
{
    Q_OBJECT
private slots:
    void shippedCatalogIsComplete()
    {
        const GpuCatalog& c = GpuCatalog::shipped();
        QVERIFY(c.size() >= 30);
        // The list, by id.
        for (const char* id :
             {"v100-sxm2-32g", "t4",           "a10",           "a30",          "a40",
              "a100-pcie-40g", "a100-sxm-40g", "a100-pcie-80g", "a100-sxm-80g", "a800-sxm-80g",
              "h100-pcie-80g", "h100-sxm-80g", "h100-nvl-94g",  "h800-sxm-80g", "h20-96g",
              "h200-sxm-141g", "l4",           "l20",           "l40",          "l40s",
              "rtx-3090",      "rtx-4090",     "rtx-4090d",     "rtx-5090",     "b200-180g",
              "mi300x",        "ascend-910b"})
            QVERIFY2(c.byId(QString::fromLatin1(id)), id);
        for (const GpuModel& g : c.gpus()) {
            QVERIFY2(g.memoryGb > 0 && g.memoryBandwidthGBs > 0, qPrintable(g.id));
            QVERIFY2(g.peakTflops(Precision::BF16) > 0, qPrintable(g.id));
            QVERIFY2(!g.source.isEmpty() && !g.verification.isEmpty(), qPrintable(g.id));
            QCOMPARE(g.tier, tierForMemory(g.memoryGb)); // seed 000's tiers
        }
    }

    // zh-review-5 E13: a Chinese table names the products as a Chinese buyer knows them; English is
    // unchanged, and files and JSON keep the English name whatever the language.
    void namesInTheReadersLanguage()
    {
        const GpuCatalog& c = GpuCatalog::shipped();
        {
            Language::Scope zh(QStringLiteral("zh_CN"));
            QCOMPARE(c.byId(QStringLiteral("ascend-910b"))->displayName(),
                     QStringLiteral("昇腾 910B 64GB 模组"));
            QCOMPARE(c.byId(QStringLiteral("rtx-4090d"))->displayName(),
                     QStringLiteral("RTX 4090D GeForce 24GB（中国特供版）"));
            QCOMPARE(c.byId(QStringLiteral("h100-sxm-80g"))->displayName(),
                     c.byId(QStringLiteral("h100-sxm-80g"))->englishName());
            QCOMPARE(c.byId(QStringLiteral("ascend-910b"))->englishName(),
                     QStringLiteral("Ascend 910B 64GB module"));
        }
        Language::Scope en(QStringLiteral("en"));
        QCOMPARE(c.byId(QStringLiteral("ascend-910b"))->displayName(),
                 QStringLiteral("Ascend 910B 64GB module"));
    }

    void densePeaksAreNotSparse()
    {
        // ../shared/data/market-facts.md: dense BF16 figures.
        const GpuCatalog& c = GpuCatalog::shipped();
        QCOMPARE(c.byId(QStringLiteral("a100-sxm-80g"))->peakTflops(Precision::BF16), 312.0);
        QCOMPARE(c.byId(QStringLiteral("h100-sxm-80g"))->peakTflops(Precision::BF16), 989.4);
        QCOMPARE(c.byId(QStringLiteral("h100-pcie-80g"))->peakTflops(Precision::BF16), 756.0);
        QCOMPARE(c.byId(QStringLiteral("b200-180g"))->peakTflops(Precision::BF16), 2250.0);
        QCOMPARE(c.byId(QStringLiteral("mi300x"))->peakTflops(Precision::BF16), 1307.4);
        // V100 has no BF16: falls back to its FP16 tensor rate.
        Precision used = Precision::BF16;
        QCOMPARE(c.byId(QStringLiteral("v100-sxm2-32g"))->peakTflops(Precision::BF16, &used), 125.0);
        QCOMPARE(used, Precision::FP16);
    }

    void findSpellings_data()
    {
        QTest::addColumn<QString>("spelling");
        QTest::addColumn<QString>("id");
        QTest::newRow("alias h100") << "h100"
                                    << "h100-sxm-80g";
        QTest::newRow("A100-80G-SXM") << "A100-80G-SXM"
                                      << "a100-sxm-80g";
        QTest::newRow("4090") << "4090"
                              << "rtx-4090";
        QTest::newRow("RTX 4090") << "RTX 4090"
                                  << "rtx-4090";
        QTest::newRow("a100 80gb pcie") << "a100 80gb pcie"
                                        << "a100-pcie-80g";
        QTest::newRow("exact id") << "h200-sxm-141g"
                                  << "h200-sxm-141g";
        QTest::newRow("MI300X") << "MI300X"
                                << "mi300x";
        QTest::newRow("910b") << "910B"
                              << "ascend-910b";
    }
    void findSpellings()
    {
        QFETCH(QString, spelling);
        QFETCH(QString, id);
        auto g = GpuCatalog::shipped().find(spelling);
        QVERIFY2(g.ok(), qPrintable(g.error().toString()));
        QCOMPARE(g.value()->id, id);
    }

    void findRejectsUnknownAndAmbiguous()
    {
        auto unknown = GpuCatalog::shipped().find(QStringLiteral("gtx1080"));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().field, QStringLiteral("gpu"));
        QVERIFY(unknown.error().message.contains(QStringLiteral("gtx1080")));
        auto ambiguous = GpuCatalog::shipped().find(QStringLiteral("l40"));
        // "l40" is an id itself, so it is not ambiguous; "v100 16g" matches SXM2 and PCIe.
        QVERIFY(ambiguous.ok());
        auto twoWay = GpuCatalog::shipped().find(QStringLiteral("v100 16g"));
        QVERIFY(!twoWay.ok());
        QVERIFY(twoWay.error().message.contains(QStringLiteral("v100-sxm2-16g")));
        QVERIFY(twoWay.error().message.contains(QStringLiteral("v100-pcie-16g")));
    }

    void malformedCatalogNamesLineAndColumn()
    {
        const QString csv = GpuCatalog::shipped().toCsv();
        QStringList lines = csv.split(QLatin1Char('\n'));
        QStringList fields = lines[3].split(QLatin1Char(','));
        fields[5] = QStringLiteral("-16"); // memory_gb
        lines[3] = fields.join(QLatin1Char(','));
        auto bad = GpuCatalog::fromCsv(lines.join(QLatin1Char('\n')), QStringLiteral("test.csv"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().where, QStringLiteral("test.csv line 4, column 6 (memory_gb)"));
        // A round trip keeps everything.
        auto again = GpuCatalog::fromCsv(csv, QStringLiteral("again"));
        QVERIFY(again.ok());
        QCOMPARE(again->size(), GpuCatalog::shipped().size());
    }

    // Absurd rows are refused at their column (reliability-3 R20): 1e308 TFLOPS or memory, a TDP of a
    // megawatt, a "checked" date of "abc", an alias that already names another GPU ("4090" on the H100's
    // row).
    void absurdRowsAreRefused_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("memory 1e308") << 5 << "1e308"
                                      << "4,096 GB";
        QTest::newRow("bandwidth 1e308") << 7 << "1e308"
                                         << "100,000 GB/s";
        QTest::newRow("bf16 1e308") << 10 << "1e308"
                                    << "100,000 TFLOPS";
        QTest::newRow("tdp a megawatt") << 17 << "1000000"
                                        << "1 to 10000";
        QTest::newRow("checked abc") << 24 << "abc"
                                     << "not a date";
        QTest::newRow("checked 2026-13") << 24 << "2026-13"
                                         << "not a date";
        QTest::newRow("alias of another GPU") << 21 << "rtx-4090"
                                              << "already an alias of h100-sxm-80g";
    }
    void absurdRowsAreRefused()
    {
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        QStringList lines = GpuCatalog::shipped().toCsv().split(QLatin1Char('\n'));
        int row = -1;
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith(QLatin1String("h100-sxm-80g,")))
                row = i;
        QVERIFY(row > 0);
        QStringList fields = lines[row].split(QLatin1Char(','));
        fields[column] = value;
        lines[row] = fields.join(QLatin1Char(','));
        auto bad = GpuCatalog::fromCsv(lines.join(QLatin1Char('\n')), QStringLiteral("g.csv"));
        QVERIFY(!bad.ok());
        // The alias is caught on the later of the two rows (the RTX 4090's id, column 1).
        const int at = reason.startsWith(QLatin1String("already an alias")) ? 0 : column;
        QVERIFY2(bad.error().where.contains(QStringLiteral("column %1").arg(at + 1)) &&
                     bad.error().message.contains(reason),
                 qPrintable(bad.error().toString()));
    }

    // Found by fuzz_gpus in CI: a row whose id was " #x" was read as the GPU "#x", written back as "#x" and
    // then skipped as a comment — the catalog lost a GPU on its round trip. A line whose first field starts
    // with '#' after its leading blanks is a comment, on every read.
    void indentedHashIsACommentOnEveryRead()
    {
        const QStringList lines = GpuCatalog::shipped().toCsv().split(QLatin1Char('\n'));
        QStringList row = lines[1].split(QLatin1Char(','));
        row[0] = QStringLiteral(" #x");
        const QString text =
            lines[0] + QLatin1Char('\n') + row.join(QLatin1Char(',')) + QLatin1Char('\n') + lines[2];
        auto catalog = GpuCatalog::fromCsv(text, QStringLiteral("test.csv"));
        QVERIFY(catalog.ok());
        QCOMPARE(catalog->size(), 1);
        QVERIFY(!catalog->byId(QStringLiteral("#x")));
        auto again = GpuCatalog::fromCsv(catalog->toCsv(), QStringLiteral("again.csv"));
        QVERIFY(again.ok());
        QCOMPARE(again->size(), catalog->size());
        // Found by fuzz_gpus in CI too: a required year of 0 was taken as "not given" and accepted, then
        // written back empty and refused on the next read. It is refused at once, naming the column.
        QStringList yearZero = lines[1].split(QLatin1Char(','));
        yearZero[18] = QStringLiteral("0");
        auto refused = GpuCatalog::fromCsv(lines[0] + QLatin1Char('\n') + yearZero.join(QLatin1Char(',')),
                                           QStringLiteral("test.csv"));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().where, QStringLiteral("test.csv line 2, column 19 (year)"));
        yearZero[18] = QString(); // empty: required
        QVERIFY(!GpuCatalog::fromCsv(lines[0] + QLatin1Char('\n') + yearZero.join(QLatin1Char(',')),
                                     QStringLiteral("test.csv"))
                     .ok());
        QStringList tdpZero = lines[1].split(QLatin1Char(','));
        tdpZero[17] = QStringLiteral("0"); // optional: 0 = not known
        QVERIFY(GpuCatalog::fromCsv(lines[0] + QLatin1Char('\n') + tdpZero.join(QLatin1Char(',')),
                                    QStringLiteral("test.csv"))
                    .ok());
        QVERIFY(Csv::isComment({{QStringLiteral("  # note"), QString()}, 1}));
        QVERIFY(!Csv::isComment({{QStringLiteral("h100-sxm # id"), QString()}, 1}));
    }

    // zh-review-5 E14: a preset's source, quoted in the serving PDF and `--explain`, carries no English
    // prose in Chinese ("来源：Qwen/QwQ-32B config.json (the Qwen2.5-32B architecture)"); names, file names
    // and arXiv numbers stay as they are. English is unchanged.
    void modelSourcesInTheReadersLanguage()
    {
        const ModelCatalog& m = ModelCatalog::shipped();
        static const QRegularExpression prose(
            QStringLiteral("\\b(the|architecture|total|active|table|technical|report|paper|experts?|heads?|"
                           "routed|shared|with|as|model|card|et al)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        {
            Language::Scope zh(QStringLiteral("zh_CN"));
            for (const ModelSpec& s : m.models())
                QVERIFY2(!prose.match(s.sourceText()).hasMatch(),
                         qPrintable(s.id + QStringLiteral(": ") + s.sourceText()));
            const ModelSpec qwq = m.find(QStringLiteral("qwq-32b")).value();
            QVERIFY2(ModelCatalog::describe(qwq).contains(QStringLiteral("与 Qwen2.5-32B 结构相同")),
                     qPrintable(ModelCatalog::describe(qwq)));
            const ModelSpec v3 = m.find(QStringLiteral("deepseek-v3")).value();
            QVERIFY2(v3.sourceText().contains(QStringLiteral("总参数 671B，激活参数 37B")),
                     qPrintable(v3.sourceText()));
        }
        Language::Scope en(QStringLiteral("en"));
        const ModelSpec qwq = m.find(QStringLiteral("qwq-32b")).value();
        QCOMPARE(qwq.sourceText(), QStringLiteral("Qwen/QwQ-32B config.json (the Qwen2.5-32B architecture)"));
        // Every preset with English prose in its source has a Chinese one.
        for (const ModelSpec& s : m.models())
            QVERIFY2(!prose.match(s.source).hasMatch() || !s.sourceZh.isEmpty(), qPrintable(s.id));
    }

    void modelPresets()
    {
        const ModelCatalog& m = ModelCatalog::shipped();
        QVERIFY(m.models().size() >= 15);
        for (const char* id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-70b",
                               "llama-3.1-405b", "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b",
                               "mixtral-8x7b", "deepseek-v3", "glm-4-9b", "yi-34b", "baichuan2-13b"})
            QVERIFY2(m.find(QString::fromLatin1(id)).ok(), id);
        auto mixtral = m.find(QStringLiteral("Mixtral 8x7B"));
        QVERIFY(mixtral.ok());
        QVERIFY(mixtral->isMoe());
        QVERIFY(mixtral->activeParams < mixtral->params);
        // Parameter counts agree with the architecture to within 3% for dense models.
        for (const ModelSpec& s : m.models()) {
            if (s.isMoe())
                continue;
            const double h = s.hidden, f = s.ffn, q = s.attentionDim(), kv = s.kvDim();
            const double perLayer = h * q * 2 + h * kv * 2 + (s.gatedFfn ? 3 : 2) * h * f;
            const double counted = s.layers * perLayer + s.embeddingParams();
            QVERIFY2(std::abs(counted / s.params - 1) < 0.03,
                     qPrintable(s.id + QStringLiteral(" %1").arg(counted)));
        }
        QVERIFY(!m.find(QStringLiteral("gpt-9")).ok());
    }

    void customModelFromParameterCount()
    {
        const ModelSpec s = ModelCatalog::fromParameterCount(7e9);
        QVERIFY(s.custom);
        QCOMPARE(s.params, 7e9);
        QCOMPARE(s.hidden, 4096); // Llama-like: same shape as Llama 2 7B
        QCOMPARE(s.layers, 32);
        QCOMPARE(s.heads, 32);
        QVERIFY(!s.assumptions.isEmpty());
        const ModelSpec big = ModelCatalog::fromParameterCount(70e9);
        QVERIFY(std::abs(12.0 * big.layers * double(big.hidden) * big.hidden / 70e9 - 1) < 0.25);
    }

    // A custom model given as its architecture (the desktop's "Custom architecture…", plan files, the CLI's
    // --layers …): the size follows the shape. Expected sizes are the published ones: Llama 2 7B has
    // 6,738,415,616 parameters and Llama 3.1 8B 8,030,261,248 (their Hugging Face safetensors indexes; shapes
    // from their config.json).
    void customModelFromArchitecture()
    {
        auto llama2 = ModelCatalog::fromShape({32, 4096, 32, 0, 11008, 32000, {}});
        QVERIFY2(llama2.ok(), qPrintable(llama2.ok() ? QString() : llama2.error().toString()));
        QVERIFY(llama2->custom);
        QCOMPARE(llama2->kvHeads, 32); // not given: as many as the heads
        QCOMPARE(llama2->headDim, 128);
        QVERIFY(std::abs(llama2->params / 6738415616.0 - 1) < 0.001);
        QCOMPARE(llama2->activeParams, llama2->params);
        QVERIFY(ModelCatalog::describe(llama2.value()).contains(QStringLiteral("FFN size 11008")));
        QVERIFY(ModelCatalog::describe(llama2.value()).contains(llama2->assumptions));
        auto llama31 = ModelCatalog::fromShape({32, 4096, 32, 8, 14336, 128256, {}});
        QVERIFY(llama31.ok());
        QVERIFY(std::abs(llama31->params / 8030261248.0 - 1) < 0.001);

        // A plain (non-gated) FFN: two matrices h × ffn instead of three. Pythia 6.9B (32 layers, h 4,096, 32
        // heads, FFN 16,384, vocabulary 50,432, untied embeddings) has 6,857,302,016 parameters (Biderman et
        // al. 2023, table 1); as a gated FFN the same shape would hold 2.1B more (32 × 4,096 × 16,384).
        auto pythia = ModelCatalog::fromShape({32, 4096, 32, 0, 16384, 50432, false});
        QVERIFY(pythia.ok());
        QVERIFY(!pythia->gatedFfn);
        QVERIFY2(std::abs(pythia->params / 6857302016.0 - 1) < 0.001,
                 qPrintable(QString::number(pythia->params)));
        QVERIFY(pythia->assumptions.contains(QStringLiteral("plain")));
        auto gated = ModelCatalog::fromShape({32, 4096, 32, 0, 16384, 50432, {}});
        QVERIFY(std::abs(gated->params - pythia->params - 32.0 * 4096 * 16384) < 1e6);
        // A preset's FFN changed: GPT-3 175B is plain already; Llama 2 7B made plain loses a third of its
        // FFN.
        auto plainLlama =
            ModelCatalog::withShape(ModelCatalog::shipped().find(QStringLiteral("llama-2-7b")).value(),
                                    ModelShape{0, 0, 0, 0, 0, 0, false});
        QVERIFY(plainLlama.ok());
        QVERIFY(std::abs(llama2->params - plainLlama->params - 32.0 * 4096 * 11008) < 1e6);

        // Each problem names its field.
        auto fieldOf = [](const ModelShape& shape) {
            auto r = ModelCatalog::fromShape(shape);
            return r.ok() ? QString() : r.error().field;
        };
        QCOMPARE(fieldOf({32, 4100, 32, 0, 11008, 32000, {}}), QStringLiteral("hidden")); // 4100 / 32 heads
        QCOMPARE(fieldOf({32, 4096, 32, 5, 11008, 32000, {}}), QStringLiteral("kv-heads"));
        QCOMPARE(fieldOf({32, 4096, 32, 0, 11008, 0, {}}), QStringLiteral("vocab"));
        QCOMPARE(fieldOf({0, 4096, 32, 0, 11008, 32000, {}}), QStringLiteral("layers"));
        QCOMPARE(fieldOf({32, 4096, 32, 0, -1, 32000, {}}), QStringLiteral("ffn"));
        QCOMPARE(fieldOf({1, 64, 1, 0, 64, 10, {}}),
                 QStringLiteral("layers")); // 22,000 parameters: not a model
        // A preset with part of its shape changed keeps the rest.
        const ModelSpec preset = ModelCatalog::shipped().find(QStringLiteral("llama-2-7b")).value();
        ModelShape deeper;
        deeper.layers = 40;
        auto changed = ModelCatalog::withShape(preset, deeper);
        QVERIFY(changed.ok());
        QCOMPARE(changed->hidden, preset.hidden);
        QCOMPARE(changed->layers, 40);
        QVERIFY(changed->params > preset.params * 1.2);
    }

    void invalidModelRejected()
    {
        ModelSpec s = ModelCatalog::fromParameterCount(7e9);
        s.kvHeads = 5; // 32 heads are not a multiple of 5
        QVERIFY(!ModelCatalog::validated(s, QStringLiteral("x")).ok());
        s = ModelCatalog::fromParameterCount(7e9);
        s.params = -1;
        QVERIFY(!ModelCatalog::validated(s, QStringLiteral("x")).ok());
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
