#pragma once

#include "planner/PlanRequest.h"
#include "tender/TenderMatrix.h"

#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTextBrowser;

namespace gpuplan {

class Session;
class TenderDialog;
class ImportPreviewDialog;

// Purchases (采购项目): the list, and the chosen one's requirements, offers and rounds (what changed from
// round to round, and what it does to this job's cost), the evaluation matrix (vendors as columns, the best
// cell of each row marked), the award and its approval, and the history. Every answer is core's
// TenderService; the page collects inputs and shows what it says.
class TendersPage : public QWidget
{
    Q_OBJECT
public:
    explicit TendersPage(QWidget* parent = nullptr);
    // The window's session: its database; the page reads again when the data changes.
    void setSession(Session* session);
    // Where a new purchase takes its job from: the plan open in the window (its form's request, or why it
    // cannot be read).
    void setPlanSource(std::function<Result<PlanRequest>()> source) { m_planSource = std::move(source); }
    void reload(); // the purchases, and the chosen one's offers, evaluation and history
    void retranslate();
    // A database this user may not change: the writing actions disabled, `reason` their tooltip.
    void setReadOnly(const QString& reason);

    void newTender(); // the dialog, on the plan open in the window
    void openForOffers();
    void closeOffers(); // open → evaluating: the deadline has passed
    void cancelTender();
    void inviteVendors(); // further vendors, while a draft or open
    void declareFailed(); // 废标 / 终止, with the reason (the method's rule when none is typed)
    void importAnswer();  // asks for the file
    void importAnswerFile(const QString& path, bool final_); // a vendor's answer (.xlsx, .xls, .csv)
    void addClarification();                                 // asks for the vendor (chosen offer) and text
    void award();         // the vendor of the matrix's current column; a reason asked when it is not first
    void approve();       // by someone other than who prepared the award
    void exportRequest(); // the request for quotation (PDF) and its answer template (.xlsx)
    void exportReport();  // the evaluation report (比价审批单), PDF and .xlsx

    void selectTender(qint64 id);
    qint64 currentTenderId() const;
    QTableWidget* tendersTable() const { return m_list; }
    QTableWidget* offersTable() const { return m_offers; }
    QTableWidget* roundsTable() const { return m_rounds; }
    QTableWidget* matrixTable() const { return m_matrix; }
    QTableWidget* historyTable() const { return m_history; }
    QTextBrowser* requirementsView() const { return m_requirements; }
    QLabel* evaluationSummary() const { return m_summary; }
    QTabWidget* tabs() const { return m_tabs; }
    const std::optional<TenderMatrix>& matrix() const { return m_shownMatrix; }
    // Tests: answers the new-purchase dialog instead of a user (returns whether OK was pressed).
    void setDialogDriver(std::function<bool(TenderDialog&)> driver) { m_dialogDriver = std::move(driver); }
    // Tests: works the import's preview instead of a user (returns whether Import was pressed).
    void setPreviewDriver(std::function<bool(ImportPreviewDialog&)> driver)
    {
        m_previewDriver = std::move(driver);
    }

signals:
    // An approved award put a quote on the desk with its checklists: the quotes page reads again.
    void quoteAwarded(qint64 quoteId);

private:
    void wire(); // the buttons and tables to their actions
    // The request for quotation (PDF) with its answer template, or the award memo (PDF and .xlsx).
    void exportDocuments(const QString& title, bool request);
    void showTender();
    void showRequirements(const TenderDossier& dossier);
    void showOffers(const TenderDossier& dossier);
    void showMatrix(const TenderDossier& dossier);
    void showHistory(const TenderDossier& dossier);
    void showRounds();
    void updateActions();
    bool refusedReadOnly(const QString& title);
    QString awardVendor() const; // the matrix's current column's vendor (else the first's)

    Session* m_session = nullptr;
    std::function<Result<PlanRequest>()> m_planSource;
    std::function<bool(TenderDialog&)> m_dialogDriver;
    std::function<bool(ImportPreviewDialog&)> m_previewDriver;
    QString m_readOnlyReason;
    std::optional<TenderMatrix> m_shownMatrix;
    QString m_firstVendor; // the evaluation's first, when there is one
    QLabel* m_title;
    QTableWidget* m_list;
    QTabWidget* m_tabs;
    QTextBrowser* m_requirements;
    QTableWidget* m_offers;
    QComboBox* m_roundsVendor;
    QTableWidget* m_rounds;
    QTableWidget* m_matrix;
    QLabel* m_summary;
    QTableWidget* m_history;
    QPushButton* m_new;
    QPushButton* m_open;
    QPushButton* m_close;
    QPushButton* m_cancel;
    QPushButton* m_import;
    QPushButton* m_importFinal;
    QPushButton* m_clarify;
    QPushButton* m_award;
    QPushButton* m_approve;
    QPushButton* m_rfq;
    QPushButton* m_report;
    QLabel* m_roundsLabel;
    QPushButton* m_fail;
    QPushButton* m_invite;
};

} // namespace gpuplan
