// `gpuplan tender` as procurement staff run it: a negotiation over three rounds read from vendors' files, the
// evaluation by the job's cost to the buyer, an expired and a late offer refused the award, the method's rule
// on a second price, the award needing a reason when not first, and its approval by someone else.
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace {
struct Run
{
    int code = -1;
    QString out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};
} // namespace

class TestTenderCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_today; // GPUPLAN_TODAY for the commands (empty: the clock's)

    Run run(const QStringList& args, const QString& user = QStringLiteral("alice"))
    {
        return command(QStringList{QStringLiteral("tender")} + args, user);
    }
    // On a team database (GPUPLAN_TEST_POSTGRES, set by with_postgres.sh) who acts is the server's login:
    // alice is the buyer role, bob and carol the administrator's; on a file, the system user.
    static bool onServer() { return !qEnvironmentVariable("GPUPLAN_TEST_POSTGRES").isEmpty(); }
    QString database(const QString& user) const
    {
        if (!onServer())
            return m_dir.filePath(QStringLiteral("t.sqlite"));
        return user == QLatin1String("alice") ? qEnvironmentVariable("GPUPLAN_TEST_POSTGRES")
                                              : qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_ADMIN");
    }
    static QString login(const QString& user)
    {
        if (!onServer())
            return user;
        return user == QLatin1String("alice")
                   ? QStringLiteral("buyer")
                   : QUrl(qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_ADMIN")).userName();
    }
    Run command(const QStringList& args, const QString& user = QStringLiteral("alice"))
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("USER"), user);
        if (!m_today.isEmpty())
            env.insert(QStringLiteral("GPUPLAN_TODAY"), m_today);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                args + QStringList{QStringLiteral("--database"), database(user)});
        p.waitForFinished(60000);
        return Run{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                   QString::fromUtf8(p.readAllStandardError())};
    }
    static QString fixture(const char* name)
    {
        return QStringLiteral(GPUPLAN_FIXTURES "/tender/") + QLatin1String(name);
    }

    static QString pdfPage(const QString& pdf, int page)
    {
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page),
                    QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        text.waitForFinished(30000);
        return QString::fromUtf8(text.readAllStandardOutput());
    }
    static QString xlsxPart(const QString& xlsx, const QString& part)
    {
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, part});
        unzip.waitForFinished(30000);
        return QString::fromUtf8(unzip.readAllStandardOutput());
    }
    // The memo of an award to the second-ranked offer, read as 财务 and 分管领导 would (ux-5, zh-review-5
    // E4). Hand calculation: 华北算力's final offer is ¥59,800 per server-month incl. 6 % VAT on a special
    // invoice, and the job bills one server-month: 成交金额 ¥59,800.00 (人民币伍万玖仟捌佰元整, by the PBoC's
    // rules); ex VAT 59,800 ÷ 1.06 = ¥56,415.09; VAT 59,800.00 − 56,415.09 = ¥3,384.91, all deducted by a
    // general taxpayer on a special invoice, so the cost to the buyer is ¥56,415.09. The first-ranked
    // 西部智算 costs 48,000 ÷ 1.06 = ¥45,283.02: the award costs 56,415.09 − 45,283.02 = ¥11,132.07 more,
    // 11,132.07 ÷ 45,283.02 = 24.6 %.
    static void checkMemoMoney(const QString& pdf, const QString& memo, const QString& xlsx)
    {
        for (const char* expected :
             {"成交金额（含税）", "Award amount", "¥59,800.00", "大写 In words", "人民币伍万玖仟捌佰元整",
              "不含税 Excluding VAT", "¥56,415.09", "税额 VAT", "¥3,384.91", "可抵扣进项税额",
              "Input VAT deducted", "高于评审第一名", "¥11,132.07 (24.6 %)", "¥11,132.07（24.6%）",
              "¥45,283.02", "审批人身份", "意见 Opinion", "成交供应商 Awarded to"})
            QVERIFY2(memo.contains(QString::fromUtf8(expected)), expected);
        // Who approved: the team database's login, or the system user, which nothing verifies.
        QVERIFY(
            memo.contains(onServer() ? QStringLiteral("团队数据库登录账号") : QStringLiteral("未经核验")));
        // The signature block whole on one page: its heading and the seal line on the same page.
        int pages = 0;
        for (int p = 1; p <= 20; ++p) {
            const QString page = pdfPage(pdf, p);
            if (page.trimmed().isEmpty())
                break;
            pages = p;
            if (page.contains(QStringLiteral("签字确认")))
                QVERIFY2(page.contains(QStringLiteral("单位盖章")) &&
                             page.contains(QStringLiteral("审批 Approval")),
                         qPrintable(page));
        }
        QVERIFY(pages >= 2);
        // The workbook says the same: the offers by rank (the first-ranked 西部智算 first), and the award
        // sheet with the amount, its capitals and the approval.
        const QString sheet = xlsxPart(xlsx, QStringLiteral("xl/worksheets/sheet1.xml"));
        QVERIFY2(sheet.indexOf(QStringLiteral("西部智算")) > 0 &&
                     sheet.indexOf(QStringLiteral("西部智算")) < sheet.indexOf(QStringLiteral("华北算力")),
                 "ranked order");
        const QString award = xlsxPart(xlsx, QStringLiteral("xl/worksheets/sheet2.xml"));
        QVERIFY2(award.contains(QStringLiteral("人民币伍万玖仟捌佰元整")) &&
                     award.contains(QStringLiteral("¥11,132.07")) &&
                     !award.contains(QStringLiteral("尚未审批")),
                 "the award sheet");
        const QString workbook = xlsxPart(xlsx, QStringLiteral("xl/workbook.xml"));
        QVERIFY2(workbook.contains(QStringLiteral("定标 Award")), qPrintable(workbook));
    }

private slots:
    // A company's own purchase (企业自行比价) over three rounds: scored, and awarded to the second with a
    // written reason, which only a company purchase allows.
    void companyPurchaseToApprovedAward()
    {
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"),
                     QStringLiteral("Llama 70B LoRA 训练算力"), QStringLiteral("--procurement"),
                     QStringLiteral("企业自行比价"), QStringLiteral("--plan-file"), fixture("job.gpuplan"),
                     QStringLiteral("--vendors"), QStringLiteral("华北算力,西部智算,华东云"),
                     QStringLiteral("--evaluation"), QStringLiteral("scoring"), QStringLiteral("--weights"),
                     QStringLiteral("60,15,15,10"), QStringLiteral("--deliver-by"),
                     QStringLiteral("2026-12-15"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        // Closed to offers while a draft.
        QCOMPARE(run({QStringLiteral("offer"), id, fixture("round1.csv")}).code, 2);
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        r = run({QStringLiteral("offer"), id, fixture("round1.csv"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.json().value(QStringLiteral("offers")).toArray().size(), 3);
        QCOMPARE(run({QStringLiteral("offer"), id, fixture("round2.csv")}).code, 0);
        QCOMPARE(run({QStringLiteral("offer"), id, fixture("round3.csv"), QStringLiteral("--final")}).code,
                 0);
        // 华北算力's rounds: 65,000 → 62,000 → 59,800 per server-month, each with the job's cost to the
        // buyer.
        r = run({QStringLiteral("round"), id, QStringLiteral("--vendor"), QStringLiteral("华北算力"),
                 QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray rounds = r.json().value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 3);
        QCOMPARE(rounds[2].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("final"));
        bool priceChanged = false;
        for (const QJsonValue& c : rounds[1].toObject().value(QStringLiteral("changes")).toArray())
            if (c.toObject().value(QStringLiteral("field")).toString() == QLatin1String("price")) {
                priceChanged = true;
                QCOMPARE(c.toObject().value(QStringLiteral("before")).toString(), QStringLiteral("65000.00"));
                QCOMPARE(c.toObject().value(QStringLiteral("after")).toString(), QStringLiteral("62000.00"));
            }
        QVERIFY(priceChanged);
        // The evaluated price falls with the price: the cost to the buyer of each round is lower.
        // Round 1: 65,000 ÷ 1.06 = 61,320.75 (VAT deducted on the special invoice, a general taxpayer) for
        // the one server-month the job takes; the final offer: 59,800 ÷ 1.06 = 56,415.09.
        QCOMPARE(rounds[0].toObject().value(QStringLiteral("evaluated_price")).toDouble(), 61320.75);
        QCOMPARE(rounds[2].toObject().value(QStringLiteral("evaluated_price")).toDouble(), 56415.09);
        // After the final offer nothing more from that vendor.
        QCOMPARE(run({QStringLiteral("offer"), id, fixture("round3.csv")}).code, 2);
        QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
        // Evaluators ask for clarifications: taken while evaluating.
        r = run({QStringLiteral("clarify"), id, QStringLiteral("--vendor"), QStringLiteral("华北算力"),
                 QStringLiteral("--text"), QStringLiteral("含上架与联调")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = run({QStringLiteral("evaluate"), id, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject e = r.json();
        QString first;
        for (const QJsonValue& v : e.value(QStringLiteral("offers")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("vendor")).toString() == QStringLiteral("华东云")) {
                // Its latest offer (round 2) expired in 2025; it is also not ranked.
                QVERIFY(!o.value(QStringLiteral("compliant")).toBool());
                QVERIFY(o.value(QStringLiteral("non_compliance"))
                            .toArray()
                            .first()
                            .toString()
                            .contains(QStringLiteral("expired")) ||
                        o.value(QStringLiteral("non_compliance"))
                            .toArray()
                            .last()
                            .toString()
                            .contains(QStringLiteral("expired")));
                QVERIFY(!o.contains(QStringLiteral("rank")));
            }
            if (o.value(QStringLiteral("rank")).toInt() == 1)
                first = o.value(QStringLiteral("vendor")).toString();
        }
        QCOMPARE(e.value(QStringLiteral("winner")).toString(), first);
        const QString other =
            first == QStringLiteral("华北算力") ? QStringLiteral("西部智算") : QStringLiteral("华北算力");
        // Not first: a reason is required. Not compliant: refused whatever the reason.
        r = run({QStringLiteral("award"), id, QStringLiteral("--vendor"), other});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("reason")));
        r = run({QStringLiteral("award"), id, QStringLiteral("--vendor"), QStringLiteral("华东云"),
                 QStringLiteral("--reason"), QStringLiteral("cheapest")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("expired")));
        QCOMPARE(run({QStringLiteral("award"), id, QStringLiteral("--vendor"), other,
                      QStringLiteral("--reason"), QStringLiteral("现有集群同一机房，迁移成本低")})
                     .code,
                 0);
        // The preparer cannot approve; someone else can, once.
        r = run({QStringLiteral("approve"), id}, QStringLiteral("alice"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(login(QStringLiteral("alice"))), qPrintable(r.err));
        r = run({QStringLiteral("approve"), id, QStringLiteral("--json")}, QStringLiteral("bob"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const qint64 quoteId = r.json().value(QStringLiteral("quote_id")).toInteger();
        QVERIFY(quoteId > 0);
        // What was approved, in the desktop's words: the vendor, the round, this job's cost, the reason.
        const QString summary = r.json().value(QStringLiteral("summary")).toString();
        QVERIFY2(summary.contains(other) && summary.contains(QStringLiteral("现有集群同一机房")),
                 qPrintable(summary));
        // Awarded to the second-ranked: the premium over the first is said (hand calculation below, with the
        // memo).
        if (other == QStringLiteral("华北算力"))
            QVERIFY2(summary.contains(QStringLiteral("11,132.07")) &&
                         summary.contains(QStringLiteral("24.6")),
                     qPrintable(summary));
        r = run({QStringLiteral("approve"), id, QStringLiteral("--lang"), QStringLiteral("zh")},
                QStringLiteral("carol"));
        QCOMPARE(r.code, 2);
        // Said as Chinese says it (zh-review-5 E20): the date in Chinese, the approver after it.
        QVERIFY2(r.err.contains(QRegularExpression(
                     QStringLiteral("该定标已于\\d{4}年\\d{1,2}月\\d{1,2}日由.+审批通过"))),
                 qPrintable(r.err));
        // The approved award is on the desk: a quote whose notes name the purchase, with the contract and
        // acceptance checklists its terms fill in (the awarded vendor's, not another's).
        r = command({QStringLiteral("quotes"), QStringLiteral("list"), QStringLiteral("--json")});
        QJsonObject awarded;
        for (const QJsonValue& v : r.json().value(QStringLiteral("quotes")).toArray())
            if (v.toObject().value(QStringLiteral("id")).toInteger() == quoteId)
                awarded = v.toObject();
        QCOMPARE(awarded.value(QStringLiteral("provider")).toString(), other);
        QVERIFY2(awarded.value(QStringLiteral("notes")).toString().contains(QStringLiteral("定标")),
                 qPrintable(awarded.value(QStringLiteral("notes")).toString()));
        r = command({QStringLiteral("checklist"), QStringLiteral("show"), QString::number(quoteId),
                     QStringLiteral("--json")});
        QStringList templates;
        for (const QJsonValue& v : r.json().value(QStringLiteral("checklists")).toArray())
            templates << v.toObject().value(QStringLiteral("template")).toString();
        templates.sort();
        QCOMPARE(templates, (QStringList{QStringLiteral("acceptance"), QStringLiteral("contract")}));
        r = run({QStringLiteral("show"), id, QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("award_quote_id")).toInteger(), quoteId);
        QCOMPARE(r.json().value(QStringLiteral("status")).toString(), QStringLiteral("awarded"));
        QCOMPARE(r.json().value(QStringLiteral("phase")).toString(), QStringLiteral("approved"));
        QCOMPARE(r.json().value(QStringLiteral("approved_by")).toString(), login(QStringLiteral("bob")));
        QCOMPARE(r.json().value(QStringLiteral("awarded_by")).toString(), login(QStringLiteral("alice")));
        // An approved award is not cancelled: its quote is on the desk (the desktop agrees: tst_tenderui).
        r = run({QStringLiteral("cancel"), id});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QString::number(quoteId)), qPrintable(r.err));
        // The evaluation report in both languages: the method, the scores, the award, its reason and the
        // approver.
        const QString pdf = m_dir.filePath(QStringLiteral("memo.pdf")),
                      xlsx = m_dir.filePath(QStringLiteral("memo.xlsx"));
        r = run({QStringLiteral("report"), id, QStringLiteral("--pdf"), pdf, QStringLiteral("--xlsx"), xlsx});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString memo = QString::fromUtf8(text.readAllStandardOutput());
        for (const char* expected :
             {"比价审批单", "Award memo", "企业自行比价", "the company's own comparison", "综合评分法",
              "现有集群同一机房", "审批", "Approval", "盖章"})
            QVERIFY2(memo.contains(QString::fromUtf8(expected)), expected);
        QVERIFY2(memo.contains(QStringLiteral("61,320.75")) && memo.contains(QStringLiteral("56,415.09")),
                 "the rounds' costs to the buyer");
        QVERIFY2(memo.contains(QStringLiteral("expired")) && memo.contains(QStringLiteral("2025-01-31")),
                 "the expired offer");
        QVERIFY(QFileInfo(xlsx).size() > 0);
        // zh-review-5 E17: the bilingual table's headers whole ("Vend or", "Complian ce" before), and the
        // program's own reasons in a cell not cut.
        QVERIFY2(memo.contains(
                     QRegularExpression(QStringLiteral("Rank +Vendor +Evaluated .*Delivery .*Invoice"))) &&
                     memo.contains(QRegularExpression(QStringLiteral("响应情况 Compliance\n"))),
                 qPrintable(memo.left(4000)));
        QVERIFY(!memo.contains(QStringLiteral("[cut:")));
        // What is bought names the GPU as the catalog names it in each language, not by its id.
        QVERIFY2(memo.contains(QStringLiteral("GPU 型号 H800")) &&
                     memo.contains(QStringLiteral("GPU H800")) &&
                     !memo.contains(QStringLiteral("h800-sxm-80g")),
                 qPrintable(memo.left(6000)));
        if (other == QStringLiteral("华北算力"))
            checkMemoMoney(pdf, memo, xlsx);
        // Every step is on record, with who took it.
        r = run({QStringLiteral("history"), id, QStringLiteral("--json")});
        QStringList events;
        for (const QJsonValue& v : r.json().value(QStringLiteral("events")).toArray())
            events << v.toObject().value(QStringLiteral("event")).toString() + QLatin1Char('/') +
                          v.toObject().value(QStringLiteral("by")).toString();
        const QString alice = login(QStringLiteral("alice")), bob = login(QStringLiteral("bob"));
        QVERIFY2(memo.contains(bob), "the approver in the memo");
        QVERIFY2(events.contains(QStringLiteral("awarded/") + alice) &&
                     events.contains(QStringLiteral("approved/") + bob) &&
                     events.contains(QStringLiteral("contract/") + bob) &&
                     events.count(QStringLiteral("offer/") + alice) == 5 &&
                     events.contains(QStringLiteral("clarification/") + alice) &&
                     events.contains(QStringLiteral("final/") + alice),
                 qPrintable(events.join(QLatin1Char(' '))));
    }

    void requestForQuotation()
    {
        Run r = run({QStringLiteral("create"),
                     QStringLiteral("--name"),
                     QStringLiteral("推理集群"),
                     QStringLiteral("--number"),
                     QStringLiteral("CG-2026-120"),
                     QStringLiteral("--plan-file"),
                     fixture("job.gpuplan"),
                     QStringLiteral("--gpus"),
                     QStringLiteral("h800-sxm-80g,h20-96g"),
                     QStringLiteral("--deliver-by"),
                     QStringLiteral("2026-12-20"),
                     QStringLiteral("--invoice"),
                     QStringLiteral("专票"),
                     QStringLiteral("--vendors"),
                     QStringLiteral("华北算力,西部智算,华东云"),
                     QStringLiteral("--offers-due"),
                     QStringLiteral("2026-12-12"),
                     QStringLiteral("--submit-time"),
                     QStringLiteral("17:00"),
                     QStringLiteral("--submit-way"),
                     QStringLiteral("电子邮件至 caigou@example.cn"),
                     QStringLiteral("--contact"),
                     QStringLiteral("王敏 010-12345678"),
                     QStringLiteral("--validity-days"),
                     QStringLiteral("30"),
                     QStringLiteral("--start"),
                     QStringLiteral("2026-12-21"),
                     QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        const QString pdf = m_dir.filePath(QStringLiteral("rfq.pdf")),
                      xlsx = m_dir.filePath(QStringLiteral("answer.xlsx"));
        r = run({QStringLiteral("rfq"), id, QStringLiteral("--pdf"), pdf, QStringLiteral("--xlsx"), xlsx});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString rfq = QString::fromUtf8(text.readAllStandardOutput());
        // An RFQ a vendor can answer (issue 58 item 4): when and how to submit, whom to ask, how long offers
        // stay valid (30 days after 2026-12-12: 2027-01-11), when the rental starts, how offers are ranked.
        for (const char* expected :
             {"询价函", "Request for quotation", "CG-2026-120", "h800-sxm-80g", "增值税专用发票", "供应商",
              "provider", "最低评标价法", "2026-12-12 17:00", "递交方式", "caigou@example.cn",
              "王敏 010-12345678", "2027-01-11", "截止日后 30 天", "租用起始日", "2026-12-21",
              "评审价（按该报价计算的本任务采购成本）最低", "lowest evaluated price"})
            QVERIFY2(rfq.contains(QString::fromUtf8(expected)), expected);
        // The answer template: Chinese headers, the English ones below (skipped on import), drop-down lists.
        QFile book(xlsx);
        QVERIFY(book.open(QIODevice::ReadOnly));
        const QByteArray bytes = book.readAll();
        QVERIFY(bytes.startsWith("PK"));
        // Its example row in the values its drop-down lists offer (台月, 是, 专票), not English keys.
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"),
                    {QStringLiteral("-p"), xlsx, QStringLiteral("xl/worksheets/sheet2.xml")});
        QVERIFY(unzip.waitForFinished(30000));
        const QString notes = QString::fromUtf8(unzip.readAllStandardOutput());
        QVERIFY2(notes.contains(QStringLiteral(">台月<")) && notes.contains(QStringLiteral(">专票<")) &&
                     !notes.contains(QStringLiteral("server-month")),
                 qPrintable(notes.left(3000)));
        // Importing the empty template as an answer: read as a quote sheet with no offers (not as a wrong row
        // 2).
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        r = run({QStringLiteral("offer"), id, xlsx});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("no quotes")), qPrintable(r.err));
        // Offers valid for less than the 30 days required do not comply.
        const QString shortFile = m_dir.filePath(QStringLiteral("short.csv"));
        {
            QFile round(fixture("round1.csv"));
            QVERIFY(round.open(QIODevice::ReadOnly));
            QString text = QString::fromUtf8(round.readAll());
            text.replace(QStringLiteral("2026-11-20,2099-12-31"), QStringLiteral("2026-11-20,2027-01-05"));
            QFile out(shortFile);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(text.toUtf8());
        }
        m_today = QStringLiteral("2026-12-01");
        QCOMPARE(run({QStringLiteral("offer"), id, shortFile}).code, 0);
        QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
        r = run({QStringLiteral("evaluate"), id, QStringLiteral("--json")});
        m_today.clear();
        bool shortValidity = false;
        for (const QJsonValue& v : r.json().value(QStringLiteral("offers")).toArray())
            if (v.toObject().value(QStringLiteral("vendor")).toString() == QStringLiteral("华北算力"))
                shortValidity = v.toObject()
                                    .value(QStringLiteral("non_compliance"))
                                    .toArray()
                                    .first()
                                    .toString()
                                    .contains(QStringLiteral("2027-01-11"));
        QVERIFY2(shortValidity, qPrintable(r.out.left(2000)));
    }

    void inquiryRefusesASecondPrice()
    {
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("询价"),
                     QStringLiteral("--procurement"), QStringLiteral("inquiry"), QStringLiteral("--vendors"),
                     QStringLiteral("华北算力,西部智算,华东云"), QStringLiteral("--plan-file"),
                     fixture("job.gpuplan"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        QCOMPARE(run({QStringLiteral("offer"), id, fixture("round1.csv")}).code, 0);
        r = run({QStringLiteral("offer"), id, fixture("round3.csv")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("第四十条")), qPrintable(r.err));
        // Nothing of the refused file was written: still three offers.
        r = run({QStringLiteral("history"), id, QStringLiteral("--json")});
        int offers = 0;
        for (const QJsonValue& v : r.json().value(QStringLiteral("events")).toArray())
            offers += v.toObject().value(QStringLiteral("event")).toString() == QLatin1String("offer");
        QCOMPARE(offers, 3);
    }

    // The law of a government method through the command line: 竞争性谈判 is decided by the lowest price
    // (scoring refused, 政府采购法 第三十八条); with two responsive offers of three it cannot be awarded
    // (74号令 第三十七条) and is declared failed with the rule as its reason; the runner-up is never awarded
    // in a government method; reopening is for methods with rounds.
    void negotiationFailsWithTwoResponsive()
    {
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("谈判"),
                     QStringLiteral("--procurement"), QStringLiteral("negotiation"),
                     QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--vendors"),
                     QStringLiteral("华北算力,西部智算,华东云"), QStringLiteral("--evaluation"),
                     QStringLiteral("scoring")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("第三十八条")), qPrintable(r.err));
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("谈判"),
                 QStringLiteral("--procurement"), QStringLiteral("negotiation"),
                 QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--vendors"),
                 QStringLiteral("华北算力,西部智算")});
        QCOMPARE(r.code, 2); // two vendors: at least three are invited
        // Two purchases: all three respond; or 华东云's ordinary invoice does not meet the special one
        // required.
        for (const bool specialInvoice : {false, true}) {
            QStringList create{QStringLiteral("create"),
                               QStringLiteral("--name"),
                               QStringLiteral("谈判"),
                               QStringLiteral("--procurement"),
                               QStringLiteral("negotiation"),
                               QStringLiteral("--plan-file"),
                               fixture("job.gpuplan"),
                               QStringLiteral("--vendors"),
                               QStringLiteral("华北算力科技有限公司,西部智算,华东云"),
                               QStringLiteral("--json")};
            if (specialInvoice)
                create << QStringLiteral("--invoice") << QStringLiteral("special");
            r = run(create);
            QVERIFY2(r.code == 0, qPrintable(r.err));
            const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
            QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
            // The file's 华北算力 is the invited 华北算力科技有限公司.
            r = run({QStringLiteral("offer"), id, fixture("round1.csv")});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            r = run({QStringLiteral("show"), id});
            QVERIFY2(r.out.contains(QStringLiteral("华北算力科技有限公司")), qPrintable(r.out));
            QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
            // Reopened for a further round (谈判 has rounds), closed again.
            r = run({QStringLiteral("open"), id, QStringLiteral("--json")});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QCOMPARE(r.json().value(QStringLiteral("phase")).toString(), QStringLiteral("open"));
            QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
            r = run({QStringLiteral("evaluate"), id, QStringLiteral("--json")});
            QString first, second;
            int responsive = 0;
            for (const QJsonValue& v : r.json().value(QStringLiteral("offers")).toArray()) {
                const QJsonObject o = v.toObject();
                responsive += o.value(QStringLiteral("compliant")).toBool();
                if (o.value(QStringLiteral("rank")).toInt() == 1)
                    first = o.value(QStringLiteral("vendor")).toString();
                if (o.value(QStringLiteral("rank")).toInt() == 2)
                    second = o.value(QStringLiteral("vendor")).toString();
            }
            QCOMPARE(responsive, specialInvoice ? 2 : 3);
            if (!specialInvoice) {
                // The runner-up is refused whatever the reason (74号令 第三十五条、第三十六条).
                r = run({QStringLiteral("award"), id, QStringLiteral("--vendor"), second,
                         QStringLiteral("--reason"), QStringLiteral("同一机房")});
                QCOMPARE(r.code, 2);
                QVERIFY2(r.err.contains(QStringLiteral("第三十六条")), qPrintable(r.err));
                // Enough respond: failing it needs a cause.
                QCOMPARE(run({QStringLiteral("fail"), id}).code, 2);
                QCOMPARE(run({QStringLiteral("award"), id, QStringLiteral("--vendor"), first}).code, 0);
                continue;
            }
            r = run({QStringLiteral("award"), id, QStringLiteral("--vendor"), first});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("第三十七条")), qPrintable(r.err));
            r = run({QStringLiteral("fail"), id, QStringLiteral("--json")});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QCOMPARE(r.json().value(QStringLiteral("phase")).toString(), QStringLiteral("failed"));
            QVERIFY(r.json()
                        .value(QStringLiteral("end_reason"))
                        .toString()
                        .contains(QStringLiteral("第三十七条")));
            QCOMPARE(run({QStringLiteral("open"), id}).code, 2); // nothing more
            r = run({QStringLiteral("history"), id, QStringLiteral("--json")});
            QVERIFY(r.out.contains(QStringLiteral("\"failed\"")));
        }
    }

    // Deadlines on the program's clock: one in the past is refused at creation; a vendor's first offer after
    // it is refused when recorded; an inquiry is not reopened (one price, 政府采购法 第四十条).
    void deadlinesAndInquiryReopen()
    {
        m_today = QStringLiteral("2026-12-10");
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("询价"),
                     QStringLiteral("--procurement"), QStringLiteral("inquiry"),
                     QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--vendors"),
                     QStringLiteral("华北算力,西部智算,华东云"), QStringLiteral("--offers-due"),
                     QStringLiteral("2026-12-09")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--offers-due")) || r.err.contains(QStringLiteral("deadline")),
                 qPrintable(r.err));
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("询价"),
                 QStringLiteral("--procurement"), QStringLiteral("inquiry"), QStringLiteral("--plan-file"),
                 fixture("job.gpuplan"), QStringLiteral("--vendors"),
                 QStringLiteral("华北算力,西部智算,华东云"), QStringLiteral("--offers-due"),
                 QStringLiteral("2026-12-12"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        m_today = QStringLiteral("2026-12-13");
        r = run({QStringLiteral("offer"), id, fixture("round1.csv")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("late")) || r.err.contains(QStringLiteral("due")),
                 qPrintable(r.err));
        m_today = QStringLiteral("2026-12-12");
        QCOMPARE(run({QStringLiteral("offer"), id, fixture("round1.csv")}).code, 0);
        QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
        r = run({QStringLiteral("open"), id});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("第四十条")), qPrintable(r.err));
        // Cancelled with its reason on record.
        r = run({QStringLiteral("cancel"), id, QStringLiteral("--reason"), QStringLiteral("采购任务取消"),
                 QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.json().value(QStringLiteral("end_reason")).toString(), QStringLiteral("采购任务取消"));
        m_today.clear();
    }

    // Two rows of one vendor in one answer: refused whole, nothing recorded.
    void twoOffersOfOneVendorInOneFile()
    {
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("比价"),
                     QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--procurement"),
                     QStringLiteral("company"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        QFile in(fixture("round1.csv"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray twice = in.readAll();
        const QList<QByteArray> lines = twice.trimmed().split('\n');
        twice = lines[0] + '\n' + lines[1] + '\n' + QByteArray(lines[1]).replace("65000", "64000") + '\n';
        const QString path = m_dir.filePath(QStringLiteral("twice.csv"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(twice);
        out.close();
        r = run({QStringLiteral("offer"), id, path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("华北算力")), qPrintable(r.err));
        r = run({QStringLiteral("show"), id, QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("phase")).toString(), QStringLiteral("open"));
        r = run({QStringLiteral("history"), id, QStringLiteral("--json")});
        for (const QJsonValue& v : r.json().value(QStringLiteral("events")).toArray())
            QVERIFY(v.toObject().value(QStringLiteral("event")).toString() != QLatin1String("offer"));
    }

    // Vendors' files as they come (ux-5 P2, issue 58 item 5): a vendor's full company name is matched to the
    // invited name; the template's English key row and a note under the table are passed over and said; a
    // name not invited is refused with the nearest invited one suggested, and can be invited while the
    // purchase is open (not twice, not once it is closed).
    void vendorFilesAsTheyCome()
    {
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("文件原样"),
                     QStringLiteral("--procurement"), QStringLiteral("company"),
                     QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--vendors"),
                     QStringLiteral("华北算力，西部智算"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        QFile round(fixture("round1.csv"));
        QVERIFY(round.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(round.readAll()).split(QLatin1Char('\n'));
        const QString keys =
            QStringLiteral("provider,quote_date,valid_until,gpu,gpus_per_server,servers,price,"
                           "currency,price_unit,vat_included,vat_percent,invoice_type,"
                           "delivery_date,sla_response_hours,sla_replacement_hours");
        const QString note =
            QStringLiteral("注：以上报价均含税，30 日内有效") + QString(14, QLatin1Char(','));
        const auto write = [&](const char* name, const QStringList& rows) {
            const QString path = m_dir.filePath(QString::fromLatin1(name));
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write(rows.join(QLatin1Char('\n')).toUtf8());
            return path;
        };
        const QString full =
            QString(lines[1]).replace(QStringLiteral("华北算力,"), QStringLiteral("华北算力科技有限公司,"));
        r = run({QStringLiteral("offer"), id,
                 write("full.csv", {lines[0], keys, full, QString(14, QLatin1Char(',')), note})});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("line 2")) && r.err.contains(QStringLiteral("line 5")) &&
                     r.err.contains(QStringLiteral("以上报价均含税")),
                 qPrintable(r.err));
        r = run({QStringLiteral("rounds"), id, QStringLiteral("--vendor"), QStringLiteral("华北算力"),
                 QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("rounds")).toArray().size(), 1); // recorded as invited
        // Not invited: refused, the nearest invited name suggested.
        const QString other =
            QString(lines[2]).replace(QStringLiteral("西部智算,"), QStringLiteral("华北云算力,"));
        const QString otherFile = write("other.csv", {lines[0], other});
        r = run({QStringLiteral("offer"), id, otherFile});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("华北云算力")) && r.err.contains(QStringLiteral("华北算力?")),
                 qPrintable(r.err));
        // Invited while open; not twice (a full company name is the same vendor).
        r = run({QStringLiteral("invite"), id, QStringLiteral("--vendors"),
                 QStringLiteral("华北云算力、南方智算")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = run(
            {QStringLiteral("invite"), id, QStringLiteral("--vendors"), QStringLiteral("西部智算有限公司")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("already invited")), qPrintable(r.err));
        QCOMPARE(run({QStringLiteral("offer"), id, otherFile}).code, 0);
        r = run({QStringLiteral("show"), id, QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("vendors")).toArray().size(), 4);
        QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
        r = run({QStringLiteral("invite"), id, QStringLiteral("--vendors"), QStringLiteral("东方算力")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("evaluating")), qPrintable(r.err));
        r = run({QStringLiteral("history"), id, QStringLiteral("--json")});
        bool invited = false;
        for (const QJsonValue& v : r.json().value(QStringLiteral("events")).toArray())
            invited = invited ||
                      (v.toObject().value(QStringLiteral("event")).toString() == QLatin1String("invited") &&
                       v.toObject().value(QStringLiteral("detail")).toString() ==
                           QStringLiteral("华北云算力, 南方智算"));
        QVERIFY(invited);
    }

    // The awarded quote's checklist starts from what the purchase required and the award's money, not the
    // template's general standard (ux-5 P2). 西部智算 quotes response 4 h and replacement 48 h; the purchase
    // required at most 4 h and 48 h, so both items start open and say so (the template's standard, ≤ 4 h
    // replacement, would have failed it). The amount: 48,000 per server-month incl. 6 % VAT for the one
    // server-month the job takes, ¥48,000.00, 人民币肆万捌仟元整 (PBoC rules); the payment terms as required.
    void awardedChecklistFromThePurchase()
    {
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("按采购要求"),
                     QStringLiteral("--number"), QStringLiteral("CG-7"), QStringLiteral("--procurement"),
                     QStringLiteral("company"), QStringLiteral("--plan-file"), fixture("job.gpuplan"),
                     QStringLiteral("--vendors"), QStringLiteral("华北算力,西部智算,华东云"),
                     QStringLiteral("--max-response"), QStringLiteral("4"),
                     QStringLiteral("--max-replacement"), QStringLiteral("48"), QStringLiteral("--payment"),
                     QStringLiteral("验收合格后按月后付"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        QCOMPARE(run({QStringLiteral("offer"), id, fixture("round1.csv")}).code, 0);
        QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
        QCOMPARE(
            run({QStringLiteral("award"), id, QStringLiteral("--vendor"), QStringLiteral("西部智算")}).code,
            0);
        r = run({QStringLiteral("approve"), id, QStringLiteral("--json")}, QStringLiteral("bob"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString quote = QString::number(r.json().value(QStringLiteral("quote_id")).toInteger());
        r = command({QStringLiteral("checklist"), QStringLiteral("show"), quote, QStringLiteral("--json")});
        QHash<QString, QJsonObject> items;
        for (const QJsonValue& l : r.json().value(QStringLiteral("checklists")).toArray())
            for (const QJsonValue& i : l.toObject().value(QStringLiteral("items")).toArray())
                items.insert(i.toObject().value(QStringLiteral("code")).toString(), i.toObject());
        const QJsonObject response = items.value(QStringLiteral("sla-response")),
                          replace = items.value(QStringLiteral("sla-replace")),
                          amount = items.value(QStringLiteral("price-amount")),
                          payment = items.value(QStringLiteral("price-payment"));
        QCOMPARE(response.value(QStringLiteral("status")).toString(), QStringLiteral("open"));
        QVERIFY2(response.value(QStringLiteral("expected_en"))
                     .toString()
                     .contains(QStringLiteral("required ≤ 4 h")),
                 qPrintable(response.value(QStringLiteral("expected_en")).toString()));
        QCOMPARE(replace.value(QStringLiteral("status")).toString(), QStringLiteral("open"));
        QVERIFY(replace.value(QStringLiteral("expected_en")).toString().contains(QStringLiteral("≤ 48 h")));
        const QString money = amount.value(QStringLiteral("expected_zh")).toString();
        QVERIFY2(money.contains(QStringLiteral("¥48,000.00")) &&
                     money.contains(QStringLiteral("人民币肆万捌仟元整")) &&
                     money.contains(QStringLiteral("CG-7")) &&
                     money.contains(QStringLiteral("增值税专用发票")),
                 qPrintable(money));
        QVERIFY(payment.value(QStringLiteral("expected_zh"))
                    .toString()
                    .contains(QStringLiteral("验收合格后按月后付")));
    }

    // Issue 58 / 63 item 3: a serving plan as a purchase's job, priced for the purchase's term, and the
    // history kept as data so that it reads in the reader's language. Qwen2.5-72B at 1 request/s: one H20
    // server (8 × 96 GB) holds the replicas the peak with its headroom needs, so 西部智算's offer is 1 server
    // × 6 months × ¥48,000 incl. 6 % VAT = ¥288,000.00; its VAT deductible on the special invoice, the buyer
    // pays 288,000 ÷ 1.06 = ¥271,698.11. 小卡云's one server of 2 × RTX 4090 (48 GB) cannot hold 145 GB of
    // weights.
    void servingPlanAsTheJob()
    {
        m_today = QStringLiteral("2026-12-01");
        const QString plan = m_dir.filePath(QStringLiteral("service.gpuplan"));
        Run r = command({QStringLiteral("plan"), QStringLiteral("--method"), QStringLiteral("serve"),
                         QStringLiteral("--model"), QStringLiteral("qwen2.5-72b"), QStringLiteral("--rate"),
                         QStringLiteral("1"), QStringLiteral("--write-plan"), plan});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("Qwen 推理服务"),
                 QStringLiteral("--procurement"), QStringLiteral("company"), QStringLiteral("--plan-file"),
                 plan, QStringLiteral("--vendors"), QStringLiteral("西部智算,小卡云"),
                 QStringLiteral("--term-months"), QStringLiteral("6"), QStringLiteral("--min-gpus"),
                 QStringLiteral("2"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        // The request for quotation states the service, the quantity and the term the vendor prices.
        const QString rfq = m_dir.filePath(QStringLiteral("service-rfq.pdf"));
        r = run({QStringLiteral("rfq"), id, QStringLiteral("--pdf"), rfq});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString text = pdfPage(rfq, 1).simplified();
        for (const char* expected :
             {"Qwen2.5 72B", "6 个月", "6 months", "至少 2 张 GPU", "at least 2 GPUs", "headroom"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
        // In Chinese alone: the vendors joined with 、, the requirements' colons full-width (zh-review-5
        // E19).
        r = run({QStringLiteral("rfq"), id, QStringLiteral("--pdf"), rfq, QStringLiteral("--lang"),
                 QStringLiteral("zh")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString zh = pdfPage(rfq, 1);
        QVERIFY2(zh.contains(QStringLiteral("西部智算、小卡云")) &&
                     zh.contains(QStringLiteral("GPU 总数下限：2")) && !zh.contains(QStringLiteral("下限: ")),
                 qPrintable(zh));
        QCOMPARE(run({QStringLiteral("open"), id}).code, 0);
        const QString offers = m_dir.filePath(QStringLiteral("service-offers.csv"));
        QFile f(offers);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("供应商,报价日期,有效期至,GPU型号,每台GPU数,台数,单价,币种,计价单位,是否含税,税率,发票类型,"
                "交付日期,响应时间（小时）,硬件更换时间（小时）\n"
                "西部智算,2026-11-21,2099-12-31,H20,8,1,48000,CNY,台月,是,6,专票,2026-12-08,4,48\n"
                "小卡云,2026-11-21,2099-12-31,RTX 4090,2,1,3000,CNY,台月,是,6,专票,2026-12-08,4,48\n");
        f.close();
        r = run({QStringLiteral("offer"), id, offers});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(run({QStringLiteral("close"), id}).code, 0);
        r = run({QStringLiteral("evaluate"), id, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.json().value(QStringLiteral("winner")).toString(), QStringLiteral("西部智算"));
        for (const QJsonValue& v : r.json().value(QStringLiteral("offers")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("vendor")).toString() == QStringLiteral("西部智算")) {
                QCOMPARE(o.value(QStringLiteral("evaluated_price")).toDouble(), 271698.11);
                QVERIFY(o.value(QStringLiteral("compliant")).toBool());
            } else {
                QVERIFY(!o.value(QStringLiteral("compliant")).toBool());
                QVERIFY(!o.contains(QStringLiteral("evaluated_price")));
                QVERIFY(!o.value(QStringLiteral("non_compliance")).toArray().isEmpty());
            }
        }
        // Awarded and approved: the service level is on the awarded quote's contract and acceptance
        // checklists (issue 61 item 1), beside the hardware.
        QCOMPARE(
            run({QStringLiteral("award"), id, QStringLiteral("--vendor"), QStringLiteral("西部智算")}).code,
            0);
        r = run({QStringLiteral("approve"), id, QStringLiteral("--json")}, QStringLiteral("bob"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = command({QStringLiteral("checklist"), QStringLiteral("show"),
                     QString::number(r.json().value(QStringLiteral("quote_id")).toInteger()),
                     QStringLiteral("--json")});
        QVERIFY2(r.out.contains(QStringLiteral("\"svc-ttft\"")) &&
                     r.out.contains(QStringLiteral("\"acc-svc-ttft\"")),
                 qPrintable(r.out.left(2000)));
        // The memo in Chinese lists the vendors as Chinese writes a list.
        const QString memo = m_dir.filePath(QStringLiteral("service-memo.pdf"));
        QCOMPARE(run({QStringLiteral("report"), id, QStringLiteral("--pdf"), memo, QStringLiteral("--lang"),
                      QStringLiteral("zh")})
                     .code,
                 0);
        const QString memoPage = pdfPage(memo, 1);
        QVERIFY2(memoPage.contains(QStringLiteral("西部智算、小卡云")), qPrintable(memoPage));
        // Its tax basis in its own words, the evaluation row named for what it holds (zh-review-5 E22).
        QVERIFY2(memoPage.contains(QStringLiteral("采购成本按一般纳税人口径计算")), qPrintable(memoPage));
        QVERIFY2(memoPage.contains(QStringLiteral("评审方法")) &&
                     !memoPage.contains(QStringLiteral("见设置")),
                 qPrintable(memoPage));
        // The history is worded in the reader's language, whoever wrote it.
        r = run({QStringLiteral("history"), id, QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(r.out.contains(QStringLiteral("round 1")), qPrintable(r.out));
        r = run({QStringLiteral("history"), id, QStringLiteral("--lang"), QStringLiteral("zh")});
        QVERIFY2(r.out.contains(QStringLiteral("第 1 轮报价")) && !r.out.contains(QStringLiteral("round")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("¥48,000.00")), qPrintable(r.out));
        m_today.clear();
        // A term beyond ten years is refused, naming the option.
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                 QStringLiteral("--procurement"), QStringLiteral("company"), QStringLiteral("--plan-file"),
                 plan, QStringLiteral("--term-months"), QStringLiteral("121")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("121")) && r.err.contains(QStringLiteral("term")),
                 qPrintable(r.err));
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                 QStringLiteral("--plan-file"), plan, QStringLiteral("--term-months"),
                 QStringLiteral("半年")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--term-months")), qPrintable(r.err));
    }

    // Issue 58's target: in every phase, every step core's table does not list (`show`'s "actions") is
    // refused through the command line (exit 2) and changes nothing; the steps it lists lead from phase to
    // phase.
    void everyStepAsCoreAllowsIt()
    {
        // Core's step table through the command line: the same on either back end, so run on the file only
        // (on the team database, under the sanitizers, its 60 commands took the test past its time).
        if (onServer())
            QSKIP("the step table through the command line is run on a file");
        const QString vendor = QStringLiteral("华北算力");
        const QHash<QString, QStringList> command{
            {QStringLiteral("open"), {}},
            {QStringLiteral("invite"), {QStringLiteral("--vendors"), QStringLiteral("新邀请供应商")}},
            {QStringLiteral("offer"), {fixture("round1.csv")}},
            {QStringLiteral("clarify"),
             {QStringLiteral("--vendor"), vendor, QStringLiteral("--text"), QStringLiteral("含上架")}},
            {QStringLiteral("close"), {}},
            {QStringLiteral("reopen"), {}},
            // 西部智算's H20 offer ranks first in round 1 (negotiation awards in ranking order).
            {QStringLiteral("award"), {QStringLiteral("--vendor"), QStringLiteral("西部智算")}},
            {QStringLiteral("approve"), {}},
            {QStringLiteral("cancel"), {QStringLiteral("--reason"), QStringLiteral("需求取消")}},
            {QStringLiteral("fail"), {QStringLiteral("--reason"), QStringLiteral("出现违规行为")}}};
        const auto create = [&] {
            Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("步骤表"),
                         QStringLiteral("--procurement"), QStringLiteral("negotiation"),
                         QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--vendors"),
                         QStringLiteral("华北算力,西部智算,华东云"), QStringLiteral("--json")});
            return QString::number(r.json().value(QStringLiteral("id")).toInteger());
        };
        const auto step = [&](const QString& id, const QString& action) {
            const QString user =
                action == QLatin1String("approve") ? QStringLiteral("bob") : QStringLiteral("alice");
            // The command line's `open` reopens an evaluating purchase: one verb for both steps.
            const QString verb = action == QLatin1String("reopen") ? QStringLiteral("open") : action;
            return run(QStringList{verb, id} + command.value(action), user);
        };
        // Every step refused where core's table does not list it; then the phase is as it was.
        QStringList allowed;
        const auto refusals = [&](const QString& id, const QString& phase) {
            allowed.clear();
            const QJsonObject before = run({QStringLiteral("show"), id, QStringLiteral("--json")}).json();
            QCOMPARE(before.value(QStringLiteral("phase")).toString(), phase);
            for (const QJsonValue& a : before.value(QStringLiteral("actions")).toArray())
                allowed << a.toString();
            for (auto it = command.cbegin(); it != command.cend(); ++it) {
                const bool oneVerb =
                    (it.key() == QLatin1String("open") && allowed.contains(QStringLiteral("reopen"))) ||
                    (it.key() == QLatin1String("reopen") && allowed.contains(QStringLiteral("open")));
                if (allowed.contains(it.key()) || oneVerb)
                    continue;
                const Run r = step(id, it.key());
                QVERIFY2(r.code == 2,
                         qPrintable(phase + QLatin1Char(' ') + it.key() + QLatin1Char(' ') + r.err));
                const QJsonObject after = run({QStringLiteral("show"), id, QStringLiteral("--json")}).json();
                QCOMPARE(after.value(QStringLiteral("phase")).toString(), phase);
                QCOMPARE(after.value(QStringLiteral("vendors")), before.value(QStringLiteral("vendors")));
            }
        };
        const QString id = create();
        const QList<QPair<QString, QString>> path{{QStringLiteral("draft"), QStringLiteral("open")},
                                                  {QStringLiteral("open"), QStringLiteral("close")},
                                                  {QStringLiteral("evaluating"), QStringLiteral("award")},
                                                  {QStringLiteral("awarded"), QStringLiteral("approve")}};
        for (const auto& [phase, next] : path) {
            if (phase == QLatin1String("open"))
                QCOMPARE(step(id, QStringLiteral("offer")).code, 0);
            refusals(id, phase);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(allowed.contains(next), qPrintable(phase + QLatin1Char(' ') + allowed.join(u',')));
            const Run r = step(id, next);
            QVERIFY2(r.code == 0, qPrintable(phase + QLatin1Char(' ') + next + QLatin1Char(' ') + r.err));
        }
        refusals(id, QStringLiteral("approved"));
        QVERIFY(allowed.isEmpty());
        const QString cancelled = create();
        QCOMPARE(step(cancelled, QStringLiteral("cancel")).code, 0);
        refusals(cancelled, QStringLiteral("cancelled"));
        QVERIFY(allowed.isEmpty());
        const QString failed = create();
        QCOMPARE(step(failed, QStringLiteral("open")).code, 0);
        QCOMPARE(step(failed, QStringLiteral("fail")).code, 0);
        refusals(failed, QStringLiteral("failed"));
        QVERIFY(allowed.isEmpty());
    }

    // Issue 58's target, the setup half: what the law refuses, through the command line, each refusal citing
    // its article. Expected from the texts: 询价 and 竞争性谈判 decide by the lowest price (政府采购法
    // 第四十条、第三十八条), 单一来源 does not score (第三十九条); 磋商's price weight is 10–30 for services
    // and 30–60 for goods (财库〔2014〕 214号 第二十四条); a tender's at least 10 for services and 30 for
    // goods (87号令 第五十五条); 询价, 谈判, 磋商 and 邀请招标 invite at least three (第四十条、第三十八条,
    // 214号 第六条, 第三十四条); 单一来源 exactly one.
    void methodLawAtSetup()
    {
        if (onServer())
            QSKIP("the law at setup is checked before anything is stored: run on a file");
        struct Case
        {
            const char* method;
            const char* subject;
            const char* evaluation;
            const char* weights;
            const char* vendors;
            bool allowed;
        };
        const char* three = "甲,乙,丙";
        const Case cases[] = {
            {"inquiry", "services", "scoring", "60,15,15,10", three, false},
            {"inquiry", "services", "lowest-price", nullptr, three, true},
            {"inquiry", "services", "lowest-price", nullptr, "甲,乙", false},
            {"negotiation", "services", "scoring", "60,15,15,10", three, false},
            {"negotiation", "services", "lowest-price", nullptr, "甲,乙", false},
            {"negotiation", "services", "lowest-price", nullptr, three, true},
            {"consultation", "services", "scoring", "60,15,15,10", three, false},
            {"consultation", "services", "scoring", "30,30,25,15", three, true},
            {"consultation", "services", "scoring", "9,40,36,15", three, false},
            {"consultation", "goods", "scoring", "20,40,25,15", three, false},
            {"consultation", "goods", "scoring", "60,15,15,10", three, true},
            {"consultation", "services", "scoring", "30,30,25,15", "甲,乙", false},
            {"open-tender", "services", "scoring", "5,45,35,15", "", false},
            {"open-tender", "services", "scoring", "10,45,30,15", "", true},
            {"open-tender", "goods", "scoring", "20,40,25,15", "", false},
            {"invited-tender", "services", "lowest-price", nullptr, "甲,乙", false},
            {"invited-tender", "services", "lowest-price", nullptr, three, true},
            {"single-source", "services", "scoring", "60,15,15,10", "甲", false},
            {"single-source", "services", "lowest-price", nullptr, "甲,乙", false},
            {"single-source", "services", "lowest-price", nullptr, "甲", true},
            {"company", "services", "scoring", "5,45,35,15", "甲", true},
        };
        for (const Case& c : cases) {
            QStringList args{
                QStringLiteral("create"),       QStringLiteral("--name"),    QStringLiteral("法规"),
                QStringLiteral("--plan-file"),  fixture("job.gpuplan"),      QStringLiteral("--procurement"),
                QLatin1String(c.method),        QStringLiteral("--subject"), QLatin1String(c.subject),
                QStringLiteral("--evaluation"), QLatin1String(c.evaluation)};
            if (c.weights)
                args << QStringLiteral("--weights") << QLatin1String(c.weights);
            if (*c.vendors)
                args << QStringLiteral("--vendors") << QString::fromUtf8(c.vendors);
            const Run r = run(args);
            const QString what =
                QStringLiteral("%1 %2 %3 %4 %5: %6")
                    .arg(QLatin1String(c.method), QLatin1String(c.subject), QLatin1String(c.evaluation),
                         QLatin1String(c.weights ? c.weights : ""), QString::fromUtf8(c.vendors), r.err);
            QVERIFY2(r.code == (c.allowed ? 0 : 2), qPrintable(what));
            if (!c.allowed)
                QVERIFY2(r.err.contains(QStringLiteral("第")) || r.err.contains(QStringLiteral("号")),
                         qPrintable(what));
        }
    }

    void badInput()
    {
        // Weights that do not add up to 100, an unknown method, no job, a missing id.
        Run r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                     QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--evaluation"),
                     QStringLiteral("scoring"), QStringLiteral("--weights"), QStringLiteral("60,20,20,10"),
                     QStringLiteral("--procurement"), QStringLiteral("company")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("110")), qPrintable(r.err));
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                 QStringLiteral("--procurement"), QStringLiteral("auction"), QStringLiteral("--plan-file"),
                 fixture("job.gpuplan")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("--procurement")));
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("--plan-file")));
        QCOMPARE(run({QStringLiteral("evaluate")}).code, 2);
        QCOMPARE(run({QStringLiteral("show"), QStringLiteral("999")}).code, 2);
        // In Chinese as zh-review-5 E20 words them: the sum said once, the missing id in the sentence, the
        // actions listed with 、.
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                 QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--evaluation"),
                 QStringLiteral("scoring"), QStringLiteral("--weights"), QStringLiteral("60,20,10,5"),
                 QStringLiteral("--procurement"), QStringLiteral("company"), QStringLiteral("--lang"),
                 QStringLiteral("zh")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("权值合计为 95，须为 100")), qPrintable(r.err));
        r = run(
            {QStringLiteral("show"), QStringLiteral("999"), QStringLiteral("--lang"), QStringLiteral("zh")});
        QVERIFY2(r.err.contains(QStringLiteral("gpuplan: 没有编号为 999 的采购项目")), qPrintable(r.err));
        r = run({QStringLiteral("frobnicate"), QStringLiteral("--lang"), QStringLiteral("zh")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("“frobnicate”不是有效操作；可用：create、list、show")),
                 qPrintable(r.err));
        // An option of another action is refused, not dropped (reliability-5 G11).
        r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                 QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--reason"),
                 QStringLiteral("y")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--reason is an option of cancel")), qPrintable(r.err));
        r = run({QStringLiteral("show"), QStringLiteral("1e3")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("'1e3' is not a purchase's id")), qPrintable(r.err));
        // How vendors answer, refused with the field named: a time of day that is none, a validity of more
        // than a year, a date that is none.
        const struct
        {
            const char* option;
            const char* value;
            const char* said;
        } answers[] = {{"--submit-time", "25:00", "17:00"},
                       {"--validity-days", "400", "365"},
                       {"--validity-days", "thirty", "whole number"},
                       {"--start", "2026-13-01", "--start"}};
        for (const auto& a : answers) {
            r = run({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                     QStringLiteral("--plan-file"), fixture("job.gpuplan"), QStringLiteral("--procurement"),
                     QStringLiteral("company"), QLatin1String(a.option), QLatin1String(a.value)});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QLatin1String(a.said)), qPrintable(r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestTenderCli)
#include "tst_tendercli.moc"
