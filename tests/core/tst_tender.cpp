// A purchase's rules and its evaluation, worked by hand: 财政部令第87号 第五十五条's price formula for three
// offers, the method's rule on offers (政府采购法 第四十条, 招标投标法 第三十九条), the rounds' diff and the
// separation of duties in the approval.
#include "quotes/QuoteCsv.h"
#include "service/ContractService.h"
#include "tender/TenderMatrix.h"
#include "tender/TenderRules.h"
#include "tender/TenderScoring.h"

#include <QTest>

using namespace gpuplan;

namespace {
const QDate kToday(2026, 12, 6);
OfferAssessment offer(const char* vendor, qint64 yuan, double response = 0, double replacement = 0,
                      QDate delivery = {}, const char* invoice = "special")
{
    OfferAssessment a;
    a.offer.vendor = QString::fromUtf8(vendor);
    a.offer.quote.provider = a.offer.vendor;
    a.offer.quote.slaResponseHours = response;
    a.offer.quote.slaReplacementHours = replacement;
    a.offer.quote.deliveryDate = delivery;
    a.offer.quote.invoiceType = QString::fromLatin1(invoice);
    a.evaluatedPrice = Money::fromMajor(yuan, Currency::CNY);
    return a;
}
bool hasRow(const TenderMatrix& m, const char* key)
{
    return std::any_of(m.rows.cbegin(), m.rows.cend(),
                       [&](const TenderMatrix::Row& r) { return r.key == QLatin1String(key); });
}
Tender scoringTender()
{
    Tender t;
    t.evaluation = EvaluationMethod::Scoring;
    t.weights = TenderWeights{60, 15, 15, 10};
    t.requirements.deliverBy = QDate(2026, 12, 15);
    t.status = TenderStatus::Open;
    return t;
}
} // namespace

class TestTender : public QObject
{
    Q_OBJECT
private slots:
    // 履约评价 as a fifth weight (60, 10, 10, 10, 10). A ¥100,000 with a poor record (half its share),
    // B ¥104,000 with none on record (the whole share); both deliver by the day, same SLA, special invoice.
    //   A: 60 + 10 + 10 + 10 + 0.5 × 10 = 95;  B: 100,000/104,000 × 60 = 57.6923… + 10 + 10 + 10 + 10
    //   = 97.6923…
    // B is first. Without the record (60, 15, 15, 10) A is: 100 against 97.6923….
    void recordWeighsTheVendorsRecord()
    {
        QList<OfferAssessment> offers{offer("A", 100000, 2, 24, QDate(2026, 12, 10)),
                                      offer("B", 104000, 2, 24, QDate(2026, 12, 10))};
        offers[0].recordShare = 0.5;
        Tender t = scoringTender();
        t.weights = TenderWeights{60, 10, 10, 10, 10};
        QVERIFY(checkWeights(t.weights));
        TenderEvaluation e = scoreOffers(t, offers, TaxStatus::General);
        QCOMPARE(e.offers[e.winner].offer.vendor, QStringLiteral("B"));
        QVERIFY(std::fabs(e.scores[0].total - (6000.0 / 104 + 40)) < 1e-9);
        QCOMPARE(e.scores[1].record, 5.0);
        QCOMPARE(e.scores[1].total, 95.0);
        // The matrix shows the record's points and its basis only when the purchase weighs it.
        QVERIFY(hasRow(tenderMatrix(t, e), "score_record"));
        QVERIFY(hasRow(tenderMatrix(t, e), "record"));
        t.weights = TenderWeights{60, 15, 15, 10};
        e = scoreOffers(t, offers, TaxStatus::General);
        QCOMPARE(e.offers[e.winner].offer.vendor, QStringLiteral("A"));
        QCOMPARE(e.scores[0].record, 0.0);
        QVERIFY(!hasRow(tenderMatrix(t, e), "score_record"));
        // Five weights must still add up to 100; each from 0 to 100.
        QVERIFY(!checkWeights(TenderWeights({60, 10, 10, 10, 20})));
        QVERIFY(!checkWeights(TenderWeights({60, 15, 15, 20, -10})));
        // Kept and read back; a purchase kept before the record existed reads with none.
        QCOMPARE(TenderWeights::fromJson(TenderWeights{60, 10, 10, 10, 10}.toJson()).record, 10.0);
        QVERIFY(!TenderWeights({60, 15, 15, 10}).toJson().contains(QStringLiteral("record")));
    }

    // The record's share, a quarter each, worked by hand: bills 1 − 1/4 = 0.75; service 1 − 3/12 = 0.75;
    // deliveries 1 − 1/2 = 0.5; dates 1 − 0/2 = 1 → (0.75 + 0.75 + 0.5 + 1) ÷ 4 = 0.75. No record at all,
    // or a quarter with nothing on record, takes nothing off.
    void recordShareByHand()
    {
        VendorRecord v;
        v.statements = 4;
        v.disputedStatements = 1;
        v.serverMonths = 12;
        v.slaBreaches = 3;
        v.deliveryReports = 2;
        v.acceptanceFailures = 1;
        v.serversAccepted = 2;
        QCOMPARE(recordScore(&v).share, 0.75);
        QVERIFY(recordScore(&v).basis.contains(QStringLiteral("1 of 4 monthly statements disputed")));
        QCOMPARE(recordScore(nullptr).share, 1.0);
        const VendorRecord empty;
        QCOMPARE(recordScore(&empty).share, 1.0);
        v.lateServers = 2; // every server late: that quarter earns nothing
        QCOMPARE(recordScore(&v).share, 0.5);
    }

    void priceScoreBy87()
    {
        // 87号令 第五十五条: price score = 评标基准价 / 投标报价 × 100, weighted by the price weight (60 %).
        // A ¥100,000, B ¥110,000, C ¥125,000; base ¥100,000:
        //   A 100,000/100,000 × 60 = 60;  B 100,000/110,000 × 60 = 54.5454…;  C 100,000/125,000 × 60 = 48.
        // Delivery (15): A on 12-10, B on 12-15 (the day itself), C on 12-20 (late: 0).
        // SLA (15): response A 2 h, B 4 h, C 2 h (best 2): 7.5 × (1, 0.5, 1); replacement A 24, B 24, C 48
        //   (best 24): 7.5 × (1, 1, 0.5) → A 15, B 11.25, C 11.25.
        // Invoice (10): A, B special; C ordinary (a general taxpayer deducts only on a special one) → 10, 10,
        // 0. Totals: A 60 + 15 + 15 + 10 = 100; B 54.5454 + 15 + 11.25 + 10 = 90.7954…; C 48 + 0 + 11.25 + 0
        // = 59.25.
        const QList<OfferAssessment> offers{offer("A", 100000, 2, 24, QDate(2026, 12, 10)),
                                            offer("B", 110000, 4, 24, QDate(2026, 12, 15)),
                                            offer("C", 125000, 2, 48, QDate(2026, 12, 20), "ordinary")};
        const TenderEvaluation e = scoreOffers(scoringTender(), offers, TaxStatus::General);
        QCOMPARE(e.base->minor(), qint64(10'000'000));
        QCOMPARE(e.scores.size(), 3);
        QCOMPARE(e.offers[e.scores[0].offer].offer.vendor, QStringLiteral("A"));
        QCOMPARE(e.offers[e.scores[1].offer].offer.vendor, QStringLiteral("B"));
        QCOMPARE(e.offers[e.scores[2].offer].offer.vendor, QStringLiteral("C"));
        QVERIFY(qAbs(e.scores[0].price - 60.0) < 1e-9);
        QVERIFY(qAbs(e.scores[1].price - 600.0 / 11.0) < 1e-9);
        QVERIFY(qAbs(e.scores[2].price - 48.0) < 1e-9);
        QVERIFY(qAbs(e.scores[0].total - 100.0) < 1e-9);
        QVERIFY(qAbs(e.scores[1].total - (600.0 / 11.0 + 15 + 11.25 + 10)) < 1e-9);
        QVERIFY(qAbs(e.scores[2].total - 59.25) < 1e-9);
        QCOMPARE(e.scores[2].delivery, 0.0);
        QCOMPARE(e.scores[2].invoice, 0.0);
        QCOMPARE(e.winner, 0);
        // A leads on every criterion: no price weight changes the winner.
        QVERIFY(!e.priceWeightToChange);
        // None is below 80 % of the others' mean (A: 100,000 against 117,500).
        for (const OfferScore& s : e.scores)
            QVERIFY(!s.abnormallyLow);
        // A small-scale taxpayer deducts no VAT: C's ordinary invoice costs it nothing more (10 points).
        const TenderEvaluation small = scoreOffers(scoringTender(), offers, TaxStatus::SmallScale);
        QCOMPARE(small.scores[2].invoice, 10.0);
    }

    // The columnar matrix the desktop shows: vendors as columns (ranked first), criteria as rows, the best
    // cell of each row marked — among compliant offers only, equal values all marked.
    void matrixMarksTheBestCellOfEachRow()
    {
        // A ¥100,000 delivers 12-10, response 2 h, replacement 24 h; B ¥110,000 delivers 12-15, 4 h, 24 h;
        // D ¥90,000 delivers 12-01, 1 h, 12 h — the best on every count, but it misses a requirement.
        QList<OfferAssessment> offers{offer("A", 100000, 2, 24, QDate(2026, 12, 10)),
                                      offer("B", 110000, 4, 24, QDate(2026, 12, 15)),
                                      offer("D", 90000, 1, 12, QDate(2026, 12, 1))};
        offers[2].nonCompliance << QStringLiteral("H20 is not among the GPU kinds allowed");
        const Tender t = scoringTender();
        const TenderEvaluation e = scoreOffers(t, offers, TaxStatus::General);
        const TenderMatrix m = tenderMatrix(t, e);
        // Columns: A (rank 1), B (rank 2), then D (not ranked).
        QCOMPARE(m.vendors, (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("D")}));
        QCOMPARE(m.compliant, (QList<bool>{true, true, false}));
        auto row = [&](const char* key) {
            for (const TenderMatrix::Row& r : m.rows)
                if (r.key == QLatin1String(key))
                    return r;
            return TenderMatrix::Row{};
        };
        QCOMPARE(row("evaluated").best, QList<int>{0});    // A's ¥100,000 (D's ¥90,000 does not comply)
        QCOMPARE(row("delivery").best, QList<int>{0});     // 12-10 before 12-15
        QCOMPARE(row("sla_response").best, QList<int>{0}); // 2 h before 4 h
        QCOMPARE(row("sla_replacement").best, (QList<int>{0, 1})); // 24 h both
        QCOMPARE(row("score_total").best, QList<int>{0});          // 100 against 90.79…
        QCOMPARE(row("score_invoice").best, (QList<int>{0, 1}));   // both a special invoice: 10 each
        QCOMPARE(row("rank").best, QList<int>{0});
        QCOMPARE(row("rank").cells[2], QStringLiteral("—"));
        QVERIFY(row("compliance").cells[2].contains(QStringLiteral("H20")));
        QVERIFY(row("compliance").best.isEmpty());
        QCOMPARE(row("score_total").cells[0], QStringLiteral("100.00"));
        // Lowest price: no score rows.
        Tender lowest = t;
        lowest.evaluation = EvaluationMethod::LowestPrice;
        const TenderMatrix l = tenderMatrix(lowest, scoreOffers(lowest, offers, TaxStatus::General));
        for (const TenderMatrix::Row& r : l.rows)
            QVERIFY2(!r.key.startsWith(QLatin1String("score_")), qPrintable(r.key));
    }

    void sensitivityAndTies()
    {
        // A ¥100,000, delivered late (0 of 15), no SLA stated (0 of 15), special invoice (10):
        //   shares p = 1, q = 10/40 = 0.25; B ¥120,000 on time, SLA best, special: p = 5/6, q = 1.
        // Totals at W = 60: A 60 + 10 = 70; B 50 + 40 = 90 → B first. The lines cross where
        //   W = 100 (qA − qB) / ((pB − qB) − (pA − qA)) = 100 × (−0.75) / ((−1/6) − 0.75) = 81.8181…:
        //   21.8 points from 60.
        Tender t = scoringTender();
        const QList<OfferAssessment> offers{offer("A", 100000, 0, 0, QDate(2026, 12, 20)),
                                            offer("B", 120000, 2, 24, QDate(2026, 12, 1))};
        const TenderEvaluation e = scoreOffers(t, offers, TaxStatus::General);
        QCOMPARE(e.offers[e.winner].offer.vendor, QStringLiteral("B"));
        QVERIFY(e.priceWeightToChange);
        QVERIFY2(qAbs(*e.priceWeightToChange - (100.0 * 0.75 / (1.0 / 6.0 + 0.75) - 60.0)) < 1e-9,
                 qPrintable(QString::number(*e.priceWeightToChange)));
        // Equal scores: the lower price first (87号令 第五十五条); equal in both: tied.
        t.evaluation = EvaluationMethod::LowestPrice;
        const TenderEvaluation tie =
            scoreOffers(t, {offer("A", 100000), offer("B", 100000), offer("C", 90000)}, TaxStatus::General);
        QCOMPARE(tie.offers[tie.winner].offer.vendor, QStringLiteral("C"));
        QCOMPARE(tie.scores[1].rank, 2);
        QCOMPARE(tie.scores[2].rank, 2);
        QVERIFY(!tie.tied);
        QVERIFY(tie.runnerUpGapPercent && qAbs(*tie.runnerUpGapPercent - 100.0 / 9.0) < 1e-9);
    }

    void nonCompliantAndAbnormallyLow()
    {
        OfferAssessment late = offer("late", 50000);
        late.nonCompliance << QStringLiteral("delivers after the day required");
        OfferAssessment cannot = offer("cannot", 10000);
        cannot.evaluatedPrice.reset();
        const TenderEvaluation e = scoreOffers(
            scoringTender(), {late, cannot, offer("low", 70000), offer("x", 100000), offer("y", 100000)},
            TaxStatus::General);
        QCOMPARE(e.scores.size(), 3);                 // the non-compliant are not ranked
        QCOMPARE(e.base->minor(), qint64(7'000'000)); // the base is the lowest compliant price, not 50,000
        // 70,000 < 0.8 × mean(100,000, 100,000) = 80,000: flagged.
        QVERIFY(e.scores[0].abnormallyLow);
        QVERIFY(!e.scores[1].abnormallyLow);
    }

    // Abnormally low on like terms (ux-5 P2): for a three-week job, an offer billed by the week costs ¥70,000
    // against ¥100,000 for offers billed by whole months — 70 % of their mean, but not an abnormal price: its
    // price per GPU-hour ex VAT, ¥9.50, is 95 % of theirs (¥10.00). One at ¥7.00 per GPU-hour (70 %) is
    // abnormal whatever its billing. Without a unit price for every offer, the job's cost is compared.
    void abnormallyLowOnLikeTerms()
    {
        const auto priced = [](const char* vendor, qint64 yuan, qint64 fenPerGpuHour) {
            OfferAssessment a = offer(vendor, yuan);
            if (fenPerGpuHour > 0)
                a.offer.quote.normalised = Money(fenPerGpuHour, Currency::CNY);
            return a;
        };
        TenderEvaluation e = scoreOffers(scoringTender(),
                                         {priced("weekly", 70000, 950), priced("monthly A", 100000, 1000),
                                          priced("monthly B", 100000, 1000)},
                                         TaxStatus::General);
        QVERIFY(e.abnormalOnUnitPrice);
        for (const OfferScore& s : e.scores)
            QVERIFY2(!s.abnormallyLow, qPrintable(e.offers[s.offer].offer.vendor));
        e = scoreOffers(scoringTender(),
                        {priced("cheap", 70000, 700), priced("monthly A", 100000, 1000),
                         priced("monthly B", 100000, 1000)},
                        TaxStatus::General);
        QCOMPARE(e.offers[e.scores[0].offer].offer.vendor, QStringLiteral("cheap"));
        QVERIFY(e.scores[0].abnormallyLow);
        QVERIFY(abnormallyLowText(e).contains(QStringLiteral("per GPU-hour")));
        e = scoreOffers(scoringTender(),
                        {priced("weekly", 70000, 0), priced("monthly A", 100000, 1000),
                         priced("monthly B", 100000, 1000)},
                        TaxStatus::General);
        QVERIFY(!e.abnormalOnUnitPrice);
        QVERIFY(e.scores[0].abnormallyLow);
        QVERIFY(abnormallyLowText(e).contains(QStringLiteral("cost for this job")));
    }

    void weights()
    {
        QVERIFY(checkWeights(TenderWeights{60, 15, 15, 10}));
        QVERIFY(!checkWeights(TenderWeights{60, 15, 15, 15})); // 105
        Tender belowTen = scoringTender(); // an open tender for a service: the price weight at least 10
        belowTen.method = ProcurementMethod::OpenTender;
        belowTen.name = QStringLiteral("x");
        belowTen.weights = TenderWeights{5, 40, 40, 15};
        QVERIFY(!checkTenderSetup(belowTen, kToday));
        QVERIFY(!checkWeights(TenderWeights{110, -10, 0, 0})); // out of range
        QVERIFY(checkWeights(TenderWeights{10, 30, 30, 30}));
    }

    void inquiryTakesOnePrice()
    {
        Tender t;
        t.method = ProcurementMethod::Inquiry;
        t.status = TenderStatus::Open;
        t.vendors = {QStringLiteral("A"), QStringLiteral("B")};
        TenderOffer first;
        first.vendor = QStringLiteral("A");
        QVERIFY(checkNewOffer(t, {}, first, kToday));
        QCOMPARE(first.round, 1);
        first.id = 1;
        TenderOffer second;
        second.vendor = QStringLiteral("A");
        const Status s = checkNewOffer(t, {first}, second, kToday);
        QVERIFY(!s);
        QVERIFY2(s.error().message.contains(QStringLiteral("第四十条")), qPrintable(s.error().message));
        // Another vendor may still answer; one not invited may not.
        TenderOffer b;
        b.vendor = QStringLiteral("B");
        QVERIFY(checkNewOffer(t, {first}, b, kToday));
        TenderOffer c;
        c.vendor = QStringLiteral("C");
        QVERIFY(!checkNewOffer(t, {first}, c, kToday));
        // Not open: nothing is taken.
        t.status = TenderStatus::Evaluating;
        TenderOffer late;
        late.vendor = QStringLiteral("B");
        QVERIFY(!checkNewOffer(t, {first}, late, kToday));
    }

    void tenderBidsAreFixed()
    {
        Tender t;
        t.method = ProcurementMethod::OpenTender;
        t.status = TenderStatus::Open;
        TenderOffer bid;
        bid.vendor = QStringLiteral("A");
        QVERIFY(checkNewOffer(t, {}, bid, kToday));
        bid.id = 1;
        TenderOffer change;
        change.vendor = QStringLiteral("A");
        const Status refused = checkNewOffer(t, {bid}, change, kToday);
        QVERIFY(!refused);
        QVERIFY(refused.error().message.contains(QStringLiteral("第三十九条")));
        TenderOffer clarification;
        clarification.vendor = QStringLiteral("A");
        clarification.kind = OfferKind::Clarification;
        QVERIFY(!checkNewOffer(t, {bid}, clarification, kToday)); // needs its text
        clarification.note = QStringLiteral("交付含上架与联调");
        QVERIFY(checkNewOffer(t, {bid}, clarification, kToday));
        QCOMPARE(clarification.round, 1);
        // The evaluated offer is still the bid.
        clarification.id = 2;
        const QList<TenderOffer> latest = latestOffers({bid, clarification});
        QCOMPARE(latest.size(), 1);
        QCOMPARE(latest.first().id, qint64(1));
    }

    void negotiationRoundsAndDiff()
    {
        Tender t;
        t.method = ProcurementMethod::CompetitiveNegotiation;
        t.status = TenderStatus::Open;
        QList<TenderOffer> offers;
        const qint64 prices[] = {6'500'000, 6'200'000, 5'980'000};
        for (int r = 0; r < 3; ++r) {
            TenderOffer o;
            o.vendor = QStringLiteral("华北算力");
            o.kind = r == 2 ? OfferKind::FinalOffer : OfferKind::Offer;
            o.quote.provider = o.vendor;
            o.quote.quoteDate = QDate(2026, 11, 20 + r);
            o.quote.gpuId = QStringLiteral("h800-sxm-80g");
            o.quote.servers = 2;
            o.quote.price.price = Money(prices[r], Currency::CNY);
            o.quote.price.unit = PriceUnit::ServerMonth;
            o.quote.slaResponseHours = r == 0 ? 4 : 2;
            QVERIFY(checkNewOffer(t, offers, o, kToday));
            QCOMPARE(o.round, r + 1);
            o.id = r + 1;
            offers.append(o);
        }
        // Round 1 → 2: the price and the response time; round 2 → 3: the price only.
        const QList<OfferChange> one = offerChanges(offers[0].quote, offers[1].quote);
        QCOMPARE(one.size(), 2);
        QCOMPARE(one[0].field, QStringLiteral("price"));
        QCOMPARE(one[0].before, QStringLiteral("65000.00"));
        QCOMPARE(one[0].after, QStringLiteral("62000.00"));
        QCOMPARE(one[1].field, QStringLiteral("sla_response_hours"));
        // Named for people, not by key: the file's Chinese header, or the English name.
        QCOMPARE(one[1].label, quoteColumnLabel(QStringLiteral("sla_response_hours")));
        QCOMPARE(quoteColumnLabel(QStringLiteral("sla_response_hours"), QStringLiteral("zh_CN")),
                 QStringLiteral("响应时间（小时）"));
        QCOMPARE(quoteColumnLabel(QStringLiteral("sla_response_hours"), QStringLiteral("en")),
                 QStringLiteral("response time (hours)"));
        const QList<OfferChange> two = offerChanges(offers[1].quote, offers[2].quote);
        QCOMPARE(two.size(), 1);
        QCOMPARE(two[0].after, QStringLiteral("59800.00"));
        // After the final offer, no other.
        TenderOffer fourth;
        fourth.vendor = QStringLiteral("华北算力");
        QVERIFY(!checkNewOffer(t, offers, fourth, kToday));
        QCOMPARE(latestOffers(offers).first().round, 3);
    }

    void approvalBySomeoneElse()
    {
        Tender t;
        t.status = TenderStatus::Awarded;
        t.awardOfferId = 3;
        t.awardedBy = QStringLiteral("alice");
        const Status self = checkApproval(t, QStringLiteral("alice"));
        QVERIFY(!self);
        QVERIFY(self.error().message.contains(QStringLiteral("alice")));
        QVERIFY(checkApproval(t, QStringLiteral("bob")));
        t.approvedBy = QStringLiteral("bob");
        QVERIFY(!checkApproval(t, QStringLiteral("carol"))); // approved once
        Tender none;
        QVERIFY(!checkApproval(none, QStringLiteral("bob")));
    }

    // Every phase × action of core's step table against the table written out here by hand, for a method
    // with rounds (谈判) and one without (公开招标: no reopening, bids fixed at the deadline).
    void stepTable_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<QString>("phase");
        QTest::addColumn<QString>("allowed");
        const int negotiation = int(ProcurementMethod::CompetitiveNegotiation);
        const int openTender = int(ProcurementMethod::OpenTender);
        QTest::newRow("negotiation draft") << negotiation << "draft"
                                           << "open invite cancel";
        QTest::newRow("negotiation open") << negotiation << "open"
                                          << "invite offer clarify close cancel fail";
        QTest::newRow("negotiation evaluating") << negotiation << "evaluating"
                                                << "clarify reopen award cancel fail";
        QTest::newRow("negotiation awarded") << negotiation << "awarded"
                                             << "approve cancel";
        QTest::newRow("negotiation approved") << negotiation << "approved"
                                              << "";
        QTest::newRow("negotiation failed") << negotiation << "failed"
                                            << "";
        QTest::newRow("negotiation cancelled") << negotiation << "cancelled"
                                               << "";
        QTest::newRow("tender draft") << openTender << "draft"
                                      << "open invite cancel";
        QTest::newRow("tender open") << openTender << "open"
                                     << "invite offer clarify close cancel fail";
        QTest::newRow("tender evaluating") << openTender << "evaluating"
                                           << "clarify award cancel fail";
        QTest::newRow("tender awarded") << openTender << "awarded"
                                        << "approve cancel";
        QTest::newRow("tender approved") << openTender << "approved"
                                         << "";
    }
    void stepTable()
    {
        QFETCH(int, method);
        QFETCH(QString, phase);
        QFETCH(QString, allowed);
        Tender t;
        t.id = 7;
        t.method = ProcurementMethod(method);
        t.status = phase == QLatin1String("approved") || phase == QLatin1String("awarded")
                       ? TenderStatus::Awarded
                   : phase == QLatin1String("failed") ? TenderStatus::Cancelled
                                                      : *tenderStatusFromName(phase);
        t.failed = phase == QLatin1String("failed");
        if (t.status == TenderStatus::Awarded) {
            t.awardOfferId = 3;
            t.awardedBy = QStringLiteral("alice");
            t.approvedBy = phase == QLatin1String("approved") ? QStringLiteral("bob") : QString();
            t.awardQuoteId = phase == QLatin1String("approved") ? 12 : 0;
        }
        QCOMPARE(tenderPhaseName(tenderPhase(t)), phase);
        QStringList got;
        for (TenderAction a : actionsFor(t))
            got << tenderActionName(a);
        QCOMPARE(got.join(QLatin1Char(' ')), allowed);
        // Every refusal says where the purchase stands.
        for (TenderAction a : kTenderActions)
            if (!allowed.split(QLatin1Char(' ')).contains(tenderActionName(a))) {
                const Status s = checkAction(t, a);
                QVERIFY(!s);
                QVERIFY2(s.error().where.contains(QStringLiteral("7")), qPrintable(s.error().toString()));
            }
    }

    // The three disagreements of architecture review 5 §2.2, decided once: an approved award is not
    // cancelled (its quote is on the desk); clarifications are taken while evaluating; reopening is for
    // methods with rounds.
    void disagreementsDecided()
    {
        Tender t;
        t.method = ProcurementMethod::Company;
        t.status = TenderStatus::Awarded;
        t.awardOfferId = 3;
        t.awardedBy = QStringLiteral("alice");
        t.approvedBy = QStringLiteral("bob");
        t.awardQuoteId = 6;
        const Status cancel = checkAction(t, TenderAction::Cancel);
        QVERIFY(!cancel);
        QVERIFY2(cancel.error().message.contains(QStringLiteral("quote 6")),
                 qPrintable(cancel.error().message));
        t.status = TenderStatus::Evaluating;
        t.approvedBy.clear();
        t.awardOfferId = 0;
        QVERIFY(checkAction(t, TenderAction::Clarify));
        QVERIFY(checkAction(t, TenderAction::Reopen));
        t.method = ProcurementMethod::Inquiry;
        const Status reopen = checkAction(t, TenderAction::Reopen);
        QVERIFY(!reopen);
        QVERIFY2(reopen.error().message.contains(QStringLiteral("第四十条")),
                 qPrintable(reopen.error().message));
        QCOMPARE(phaseAfter(TenderPhase::Evaluating, TenderAction::Reopen), TenderPhase::Open);
        QCOMPARE(phaseAfter(TenderPhase::Open, TenderAction::DeclareFailed), TenderPhase::Failed);
        QVERIFY(!phaseAfter(TenderPhase::Approved, TenderAction::Cancel));
    }

    // Each method's law on its set-up: evaluation methods, price weights (services / goods), vendor counts,
    // with the article in the refusal. Expected values from the texts: 政府采购法 第三十四条、第三十八条、
    // 第三十九条、第四十条; 财政部令第87号 第五十五条 (services ≥ 10 %, goods ≥ 30 %); 财库〔2014〕214号
    // 第二十三条 (磋商 scores), 第二十四条 (services 10–30 %, goods 30–60 %).
    void methodLaw_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<QString>("evaluation");
        QTest::addColumn<QString>("weights"); // price,delivery,sla,invoice
        QTest::addColumn<QString>("subject");
        QTest::addColumn<int>("vendors");
        QTest::addColumn<QString>("refusedCiting"); // empty: accepted
        const int inquiry = int(ProcurementMethod::Inquiry),
                  negotiation = int(ProcurementMethod::CompetitiveNegotiation),
                  consultation = int(ProcurementMethod::CompetitiveConsultation),
                  openTender = int(ProcurementMethod::OpenTender),
                  invited = int(ProcurementMethod::InvitedTender),
                  single = int(ProcurementMethod::SingleSource), company = int(ProcurementMethod::Company);
        QTest::newRow("询价 lowest, 3") << inquiry << "lowest-price"
                                        << ""
                                        << "services" << 3 << "";
        QTest::newRow("询价 scoring") << inquiry << "scoring"
                                      << "60,15,15,10"
                                      << "services" << 3 << "第四十条";
        QTest::newRow("询价 2 vendors") << inquiry << "lowest-price"
                                        << ""
                                        << "services" << 2 << "第四十条";
        QTest::newRow("谈判 scoring") << negotiation << "scoring"
                                      << "60,15,15,10"
                                      << "services" << 3 << "第三十八条";
        QTest::newRow("谈判 lowest, 3") << negotiation << "lowest-price"
                                        << ""
                                        << "services" << 3 << "";
        QTest::newRow("谈判 2 vendors") << negotiation << "lowest-price"
                                        << ""
                                        << "services" << 2 << "第三十八条";
        QTest::newRow("磋商 lowest") << consultation << "lowest-price"
                                     << ""
                                     << "services" << 3 << "第二十三条";
        QTest::newRow("磋商 services 60") << consultation << "scoring"
                                          << "60,15,15,10"
                                          << "services" << 3 << "第二十四条";
        QTest::newRow("磋商 services 30") << consultation << "scoring"
                                          << "30,30,25,15"
                                          << "services" << 3 << "";
        QTest::newRow("磋商 services 10") << consultation << "scoring"
                                          << "10,40,30,20"
                                          << "services" << 3 << "";
        QTest::newRow("磋商 services 9") << consultation << "scoring"
                                         << "9,41,30,20"
                                         << "services" << 3 << "第二十四条";
        QTest::newRow("磋商 goods 60") << consultation << "scoring"
                                       << "60,15,15,10"
                                       << "goods" << 3 << "";
        QTest::newRow("磋商 goods 29") << consultation << "scoring"
                                       << "29,31,25,15"
                                       << "goods" << 3 << "第二十四条";
        QTest::newRow("磋商 goods 61") << consultation << "scoring"
                                       << "61,19,10,10"
                                       << "goods" << 3 << "第二十四条";
        QTest::newRow("公开招标 services 10") << openTender << "scoring"
                                              << "10,40,30,20"
                                              << "services" << 0 << "";
        QTest::newRow("公开招标 goods 20") << openTender << "scoring"
                                           << "20,40,30,10"
                                           << "goods" << 0 << "第五十五条";
        QTest::newRow("公开招标 goods 30") << openTender << "scoring"
                                           << "30,40,20,10"
                                           << "goods" << 0 << "";
        QTest::newRow("公开招标 services 90") << openTender << "scoring"
                                              << "90,5,5,0"
                                              << "services" << 0 << "";
        QTest::newRow("公开招标 lowest") << openTender << "lowest-price"
                                         << ""
                                         << "services" << 0 << "";
        QTest::newRow("邀请招标 2 vendors") << invited << "lowest-price"
                                            << ""
                                            << "services" << 2 << "第三十四条";
        QTest::newRow("邀请招标 3 vendors") << invited << "lowest-price"
                                            << ""
                                            << "services" << 3 << "";
        QTest::newRow("单一来源 3 vendors") << single << "lowest-price"
                                            << ""
                                            << "services" << 3 << "第三十九条";
        QTest::newRow("单一来源 no vendor") << single << "lowest-price"
                                            << ""
                                            << "services" << 0 << "第三十九条";
        QTest::newRow("单一来源 1 vendor") << single << "lowest-price"
                                           << ""
                                           << "services" << 1 << "";
        QTest::newRow("单一来源 scoring") << single << "scoring"
                                          << "60,15,15,10"
                                          << "services" << 1 << "第三十九条";
        QTest::newRow("比价 scoring 60") << company << "scoring"
                                         << "60,15,15,10"
                                         << "services" << 0 << "";
        QTest::newRow("比价 scoring 5") << company << "scoring"
                                        << "5,45,40,10"
                                        << "services" << 2 << "";
        QTest::newRow("比价 sum 105") << company << "scoring"
                                      << "60,15,15,15"
                                      << "services" << 2 << "100";
    }
    void methodLaw()
    {
        QFETCH(int, method);
        QFETCH(QString, evaluation);
        QFETCH(QString, weights);
        QFETCH(QString, subject);
        QFETCH(int, vendors);
        QFETCH(QString, refusedCiting);
        Tender t;
        t.name = QStringLiteral("GPU 服务器租用");
        t.method = ProcurementMethod(method);
        t.evaluation = *evaluationMethodFromName(evaluation);
        if (!weights.isEmpty()) {
            const QStringList w = weights.split(QLatin1Char(','));
            t.weights = TenderWeights{w[0].toDouble(), w[1].toDouble(), w[2].toDouble(), w[3].toDouble()};
        }
        t.requirements.subject = *purchaseSubjectFromName(subject);
        for (int i = 0; i < vendors; ++i)
            t.vendors << QStringLiteral("供应商%1").arg(QChar(u'甲' + i));
        const Status s = checkTenderSetup(t, kToday);
        if (refusedCiting.isEmpty()) {
            QVERIFY2(s, s ? "" : qPrintable(s.error().toString()));
        } else {
            QVERIFY(!s);
            QVERIFY2(s.error().message.contains(refusedCiting), qPrintable(s.error().message));
        }
    }

    // Invited lists checked: unique (after normalising the name), bounded; the deadline not in the past.
    void vendorListsAndDeadline()
    {
        Tender t;
        t.name = QStringLiteral("GPU 服务器租用");
        t.method = ProcurementMethod::Company;
        t.vendors = {QStringLiteral("北京算力港"), QStringLiteral("北京算力港科技有限公司")};
        QVERIFY(!checkTenderSetup(t, kToday));
        t.vendors = {QString(101, QLatin1Char('x'))};
        QVERIFY(!checkTenderSetup(t, kToday));
        t.vendors.clear();
        for (int i = 0; i < kMaxInvitedVendors + 1; ++i)
            t.vendors << QStringLiteral("v%1").arg(i);
        QVERIFY(!checkTenderSetup(t, kToday));
        t.vendors = {QStringLiteral("A")};
        t.offersDue = kToday.addDays(-1);
        const Status past = checkTenderSetup(t, kToday);
        QVERIFY(!past);
        QCOMPARE(past.error().field, QStringLiteral("offers-due"));
        t.offersDue = kToday;
        QVERIFY(checkTenderSetup(t, kToday));
        t.name = QStringLiteral("  ");
        QCOMPARE(checkTenderSetup(t, kToday).error().field, QStringLiteral("name"));
    }

    // A vendor's first offer after the deadline is refused; a later round of a vendor already in is the
    // negotiation's, and a clarification is taken while evaluating.
    void deadlineAtOfferTime()
    {
        Tender t;
        t.method = ProcurementMethod::CompetitiveNegotiation;
        t.status = TenderStatus::Open;
        t.offersDue = QDate(2026, 12, 5);
        TenderOffer a;
        a.vendor = QStringLiteral("A");
        QVERIFY(checkNewOffer(t, {}, a, QDate(2026, 12, 5))); // on the day: in time
        a.id = 1;
        TenderOffer b;
        b.vendor = QStringLiteral("B");
        const Status late = checkNewOffer(t, {a}, b, QDate(2026, 12, 6));
        QVERIFY(!late);
        QVERIFY2(late.error().message.contains(QStringLiteral("B")), qPrintable(late.error().message));
        TenderOffer second;
        second.vendor = QStringLiteral("A");
        QVERIFY(checkNewOffer(t, {a}, second, QDate(2026, 12, 8)));
        QCOMPARE(second.round, 2);
        t.status = TenderStatus::Evaluating;
        TenderOffer note;
        note.vendor = QStringLiteral("A");
        note.kind = OfferKind::Clarification;
        note.note = QStringLiteral("含上架");
        QVERIFY(checkNewOffer(t, {a}, note, QDate(2026, 12, 9)));
    }

    // Vendors' names as files write them: 北京算力港科技有限公司 is the invited 北京算力港; a name that could
    // be two invited vendors is not guessed.
    void vendorNamesMatched()
    {
        const QStringList invited{QStringLiteral("北京算力港"), QStringLiteral("华北算力"),
                                  QStringLiteral("Acme Cloud")};
        QCOMPARE(matchInvitedVendor(invited, QStringLiteral("北京算力港科技有限公司")),
                 QStringLiteral("北京算力港"));
        QCOMPARE(matchInvitedVendor(invited, QStringLiteral(" 华北算力 ")), QStringLiteral("华北算力"));
        QCOMPARE(matchInvitedVendor(invited, QStringLiteral("ACME Cloud Co., Ltd.")),
                 QStringLiteral("Acme Cloud"));
        QCOMPARE(matchInvitedVendor(invited, QStringLiteral("ＡＣＭＥ　Ｃｌｏｕｄ")),
                 QStringLiteral("Acme Cloud"));
        QVERIFY(!matchInvitedVendor(invited, QStringLiteral("西部智算")));
        QVERIFY(!matchInvitedVendor({QStringLiteral("算力港一"), QStringLiteral("算力港二")},
                                    QStringLiteral("算力港")));
        Tender t;
        t.method = ProcurementMethod::Company;
        t.status = TenderStatus::Open;
        t.vendors = invited;
        TenderOffer o;
        o.vendor = QStringLiteral("北京算力港科技有限公司");
        QVERIFY(checkNewOffer(t, {}, o, kToday));
        QCOMPARE(o.vendor, QStringLiteral("北京算力港"));
        // The approver as the system knows names: " alice" is alice.
        Tender awarded;
        awarded.status = TenderStatus::Awarded;
        awarded.awardOfferId = 1;
        awarded.awardedBy = QStringLiteral("alice");
        QVERIFY(!checkApproval(awarded, QStringLiteral(" alice")));
    }

    // The award against the evaluation: below the method's responsive minimum, refused with the article
    // (政府采购法 第三十六条 for a tender); government methods award in ranking order (87号令 第六十八条),
    // whatever the reason; a company purchase takes the second with a written reason.
    void awardRules()
    {
        const QList<OfferAssessment> offers{offer("A", 100000), offer("B", 110000), offer("C", 125000)};
        Tender t;
        t.id = 4;
        t.status = TenderStatus::Evaluating;
        t.method = ProcurementMethod::OpenTender;
        TenderEvaluation e = scoreOffers(t, offers, TaxStatus::General);
        QCOMPARE(responsiveOffers(e), 3);
        QVERIFY(checkAward(t, e, QStringLiteral("A"), QString()));
        Status second = checkAward(t, e, QStringLiteral("B"), QStringLiteral("同一机房"));
        QVERIFY(!second);
        QVERIFY2(second.error().message.contains(QStringLiteral("第六十八条")),
                 qPrintable(second.error().message));
        // Two responsive bids: a failed tender.
        QList<OfferAssessment> two = offers;
        two[2].nonCompliance << QStringLiteral("普通发票");
        e = scoreOffers(t, two, TaxStatus::General);
        QCOMPARE(responsiveOffers(e), 2);
        const Status failed = checkAward(t, e, QStringLiteral("A"), QString());
        QVERIFY(!failed);
        QVERIFY2(failed.error().message.contains(QStringLiteral("第三十六条")),
                 qPrintable(failed.error().message));
        // 谈判: the same order (74号令 第三十五条、第三十六条).
        t.method = ProcurementMethod::CompetitiveNegotiation;
        e = scoreOffers(t, offers, TaxStatus::General);
        second = checkAward(t, e, QStringLiteral("B"), QStringLiteral("同一机房"));
        QVERIFY(!second);
        QVERIFY2(second.error().message.contains(QStringLiteral("第三十六条")),
                 qPrintable(second.error().message));
        // 磋商 for services goes on with two compliant vendors (财库〔2015〕124号), not with one; for goods
        // it needs three (财库〔2014〕214号).
        t.method = ProcurementMethod::CompetitiveConsultation;
        t.evaluation = EvaluationMethod::Scoring;
        t.requirements.subject = PurchaseSubject::Services;
        e = scoreOffers(t, two, TaxStatus::General);
        QVERIFY(checkAward(t, e, QStringLiteral("A"), QString()));
        QCOMPARE(responsiveRule(t).minimum, 2);
        QVERIFY(responsiveRule(t).cite.contains(QStringLiteral("财库〔2015〕124号")));
        QList<OfferAssessment> one = two;
        one[1].nonCompliance << QStringLiteral("交付晚于要求");
        e = scoreOffers(t, one, TaxStatus::General);
        const Status alone = checkAward(t, e, QStringLiteral("A"), QString());
        QVERIFY2(!alone && alone.error().message.contains(QStringLiteral("124号")),
                 qPrintable(alone.error().message));
        t.requirements.subject = PurchaseSubject::Goods;
        e = scoreOffers(t, two, TaxStatus::General);
        QVERIFY(!checkAward(t, e, QStringLiteral("A"), QString()));
        t.evaluation = EvaluationMethod::LowestPrice;
        t.requirements.subject = PurchaseSubject::Services;
        // A company's own purchase: the second with a reason, never without one; one offer is enough.
        t.method = ProcurementMethod::Company;
        e = scoreOffers(t, two, TaxStatus::General);
        QVERIFY(checkAward(t, e, QStringLiteral("B"), QStringLiteral("同一机房")));
        QVERIFY(!checkAward(t, e, QStringLiteral("B"), QStringLiteral("  ")));
        QVERIFY(!checkAward(t, e, QStringLiteral("C"), QStringLiteral("同一机房"))); // not compliant
        e = scoreOffers(t, {offers[0]}, TaxStatus::General);
        QVERIFY(checkAward(t, e, QStringLiteral("A"), QString()));
        // Not while open.
        t.status = TenderStatus::Open;
        QVERIFY(!checkAward(t, e, QStringLiteral("A"), QString()));
    }

    void names()
    {
        QCOMPARE(procurementMethodFromName(QStringLiteral("询价")), ProcurementMethod::Inquiry);
        QCOMPARE(procurementMethodFromName(QStringLiteral("竞争性磋商")),
                 ProcurementMethod::CompetitiveConsultation);
        QVERIFY(!procurementMethodFromName(QStringLiteral("auction")));
        QCOMPARE(evaluationMethodFromName(QStringLiteral("综合评分法")), EvaluationMethod::Scoring);
        for (TenderStatus s : {TenderStatus::Draft, TenderStatus::Open, TenderStatus::Evaluating,
                               TenderStatus::Awarded, TenderStatus::Cancelled})
            QCOMPARE(tenderStatusFromName(tenderStatusName(s)), s);
    }
};

QTEST_GUILESS_MAIN(TestTender)
#include "tst_tender.moc"
