// Pictures of the desktop application for people to look at, and for the README and AppStream
// (screenshots/): every area of the main window, each tab of the plan's results and each page of the wizard,
// in English and Chinese, on a fresh demo database. A tool, not a test: scripts/screenshots.sh runs it on a
// real X server (xvfb-run) or offscreen.
//
// Usage: gpuplan_screenshots OUTPUT_FOLDER [WIDTHxHEIGHT]    (1280x800 by default)
#include "Dialogs.h"
#include "MainWindow.h"
#include "Session.h"
#include "plan/PlanPage.h"
#include "plan/PlanWizard.h"
#include "quotes/QuoteCsv.h"
#include "storage/QuoteStore.h"
#include "tenders/TendersPage.h"
#include "util/Language.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

namespace {
bool save(QWidget& w, const QDir& out, const QString& name)
{
    const QString path = out.filePath(name + QStringLiteral(".png"));
    if (!w.grab().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}
// A negotiation for the plan's job among the demo quotes' vendors: their quotes as round 1, the first
// vendor 5 % lower in round 2, offers closed. Returns whether the purchase could be made.
bool purchase(gpuplan::MainWindow& w)
{
    using namespace gpuplan;
    Session* session = w.session();
    auto request = w.planPage()->request();
    if (!session || !session->database() || !request)
        return false;
    auto demo = QuoteStore(*session->database()).list();
    if (!demo || demo->size() < 3)
        return false;
    QList<Quote> offers = demo->mid(0, 3);
    Tender t;
    t.name = QStringLiteral("Llama 70B LoRA — GPU servers");
    t.number = QStringLiteral("CG-2026-118");
    t.method = ProcurementMethod::CompetitiveConsultation; // scored, the price weight 10–30 for services
    t.weights = TenderWeights{30, 30, 25, 15};
    t.evaluation = EvaluationMethod::Scoring;
    t.request = request->toJson();
    for (const Quote& q : offers)
        if (!t.vendors.contains(q.provider))
            t.vendors << q.provider;
    const TenderService tenders = session->workspace().tenders();
    auto id = tenders.create(t);
    if (!id || !tenders.step(id.value(), TenderAction::Open))
        return false;
    for (Quote& q : offers)
        q.validUntil = QDate::currentDate().addMonths(1);
    if (!tenders.addOffers(id.value(), QuoteCsv::write(offers), OfferKind::Offer))
        return false;
    Quote second = offers.first();
    second.price.price = Money(second.price.price.minor() * 95 / 100, second.price.price.currency());
    if (!tenders.addOffers(id.value(), QuoteCsv::write({second}), OfferKind::FinalOffer) ||
        !tenders.step(id.value(), TenderAction::Close))
        return false;
    w.tendersPage()->reload();
    w.tendersPage()->selectTender(id.value());
    return true;
}
} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gpu-rental-planner"));
    QApplication::setOrganizationName(QStringLiteral("gpu-rental-planner"));
    const QStringList args = QApplication::arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: gpuplan_screenshots OUTPUT_FOLDER [WIDTHxHEIGHT]\n");
        return 2;
    }
    QDir out(args.at(1));
    if (!out.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "cannot create the folder %s\n", qPrintable(args.at(1)));
        return 1;
    }
    QSize size(1280, 800);
    if (args.size() > 2) {
        const QStringList wh = args.at(2).split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
        if (wh.size() != 2 || w < 640 || h < 480) {
            std::fprintf(stderr, "the size must read WIDTHxHEIGHT, at least 640x480: %s\n",
                         qPrintable(args.at(2)));
            return 2;
        }
        size = QSize(w, h);
    }
    // No modal dialog waits for a click: the wizard is driven page by page below, messages are not shown.
    gpuplan::Dialogs::setSilent(true);
    QTemporaryDir data; // a fresh demo database, never the user's
    bool ok = true;
    for (const char* lang : {"en", "zh_CN"}) {
        const QString tag = QLatin1String(lang);
        gpuplan::Language::install(tag);
        gpuplan::MainWindow w(data.filePath(QStringLiteral("screenshots-%1.sqlite").arg(tag)));
        w.resize(size);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w)) {
            std::fprintf(stderr, "the window was never shown\n");
            return 1;
        }
        QTest::qWait(100); // the first plan's charts
        auto* areas = w.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        const char* names[] = {"plan", "quotes", "checklists", "catalog", "estimate", "serving"};
        for (int i = 0; i < areas->count() && i < 6; ++i) {
            areas->setCurrentIndex(i);
            QTest::qWait(50); // let the layouts take their sizes
            ok &= save(w, out, QStringLiteral("%1-%2").arg(QLatin1String(names[i]), tag));
        }
        // A purchase on the plan's job, three demo vendors' offers over two rounds, evaluated: the
        // Purchases area's tabs.
        if (purchase(w))
            for (int t = 0; t < w.tendersPage()->tabs()->count(); ++t) {
                areas->setCurrentWidget(w.tendersPage());
                w.tendersPage()->tabs()->setCurrentIndex(t);
                QTest::qWait(50);
                ok &= save(w, out, QStringLiteral("purchases-%1-%2").arg(tag).arg(t));
            }
        areas->setCurrentIndex(0);
        auto* results = w.planPage()->findChild<QTabWidget*>(QStringLiteral("planResultTabs"));
        for (int i = 1; results && i < results->count(); ++i) {
            results->setCurrentIndex(i);
            QTest::qWait(50);
            ok &= save(w, out, QStringLiteral("plan-%1-%2").arg(tag).arg(i));
        }
        w.setWizardDriver([&](gpuplan::PlanWizard& wizard) {
            for (int page = 0; page < 4; ++page) {
                QTest::qWait(50);
                ok &= save(wizard, out, QStringLiteral("wizard-%1-%2").arg(tag).arg(page));
                if (page < 3)
                    QTest::mouseClick(wizard.button(QWizard::NextButton), Qt::LeftButton);
            }
            return false; // cancelled: the plan stays as it was
        });
        w.newPlan();
    }
    return ok ? 0 : 1;
}
