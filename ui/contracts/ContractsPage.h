#pragma once

#include "contract/Bill.h"
#include "service/ContractService.h"

#include <QWidget>

#include <functional>
#include <optional>

class QDateEdit;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace gpuplan {

class Session;
class ContractDialog;
class OutageDialog;
class AmendmentDialog;
class AmendmentsView;
class VendorRecordsView;

// Contracts (合同履约): the contracts signed, and the chosen one's servers with their acceptance, its
// outages, a month's bill matched against it (the reconciliation statement: billed, due, SLA credit, payable,
// disputed, each difference with its row, server, clause and amount) and the statements kept, approved for
// payment by someone other than who prepared them. Every answer is core's ContractService; the page collects
// inputs and shows what it says. It takes the window's session when made.
class ContractsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ContractsPage(Session* session, QWidget* parent = nullptr);
    void reload(); // the contracts, and the chosen one's servers, outages and statements
    void retranslate();
    void setReadOnly(const QString& reason);

    void newContract();                                           // the dialog, over the stored quotes
    bool sign(const ContractService::Signing& signing);           // core's answer, or its refusal shown
    bool setAccepted(const QString& server, const QDateTime& at); // invalid `at`: not accepted
    void addOutage(); // the dialog: one outage by hand or from a server's report
    bool recordOutage(const ContractService::OutageEntry& entry); // core's answer, or its refusal shown
    void importOutages();                                         // asks for the file
    bool importOutagesFile(const QString& path);
    void matchBill(); // asks for the file; the month of the month field
    bool matchBillFile(const QString& path, const QDate& month);
    void keepStatement();     // the statement shown, prepared by this user
    void approveStatement();  // the kept statement chosen, by someone else
    void exportStatement();   // the statement shown: PDF and the workbook beside it
    bool weighRenewal();      // core's assessment with the renewal price and migration days entered
    void exportRenewalMemo(); // the renewal memo: PDF and the workbook beside it

    void selectContract(qint64 id);
    qint64 currentContractId() const;
    QTableWidget* contractsTable() const { return m_list; }
    QTableWidget* serversTable() const { return m_servers; }
    QTableWidget* outagesTable() const { return m_outages; }
    QTableWidget* differencesTable() const { return m_differences; }
    QTableWidget* usageTable() const { return m_usage; }
    QTableWidget* statementsTable() const { return m_statements; }
    QTableWidget* renewalTable() const { return m_renewal; }
    QTableWidget* vendorsTable() const;
    QTableWidget* amendmentsTable() const;
    QLabel* recommendationLabel() const { return m_recommendation; }
    QLineEdit* renewalPriceEdit() const { return m_renewPrice; }
    QLabel* summaryLabel() const { return m_summary; }
    QTabWidget* tabs() const { return m_tabs; }
    const std::optional<Reconciliation>& statement() const { return m_statement; }
    // Tests: answers the new-contract dialog instead of a user (returns whether OK was pressed).
    void setDialogDriver(std::function<bool(ContractDialog&)> driver) { m_dialogDriver = std::move(driver); }
    void setOutageDriver(std::function<bool(OutageDialog&)> driver) { m_outageDriver = std::move(driver); }
    void setAmendmentDriver(std::function<bool(AmendmentDialog&)> driver);

private:
    void build();
    QWidget* buildServers(); // the tabs, children of m_tabs until added to it
    QWidget* buildOutages();
    QWidget* buildBill();
    QWidget* buildRenewal();
    void showContract();
    void showStatement();
    bool refusedReadOnly(const QString& title);
    std::optional<Contract> current() const;
    QString gpuName(const QString& id) const; // "H100 SXM5 80GB" as the catalog names it

    Session* m_session;
    QString m_readOnlyReason;
    QList<Contract> m_contracts;
    std::optional<Reconciliation> m_statement;
    QList<BillRecord> m_kept;
    std::function<bool(ContractDialog&)> m_dialogDriver;
    std::function<bool(OutageDialog&)> m_outageDriver;

    QLabel* m_intro = nullptr;
    QTableWidget* m_list = nullptr;
    QPushButton* m_new = nullptr;
    QLabel* m_terms = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableWidget* m_servers = nullptr;
    QLineEdit* m_serverName = nullptr;
    QDateTimeEdit* m_acceptedAt = nullptr;
    QPushButton* m_setAccepted = nullptr;
    QTableWidget* m_outages = nullptr;
    QPushButton* m_importOutages = nullptr;
    QPushButton* m_addOutage = nullptr;
    QDateEdit* m_month = nullptr;
    QLabel* m_monthLabel = nullptr;
    QPushButton* m_match = nullptr;
    QPushButton* m_keep = nullptr;
    QPushButton* m_export = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_differences = nullptr;
    QTableWidget* m_usage = nullptr;
    QLabel* m_problems = nullptr;
    QTableWidget* m_statements = nullptr;
    QPushButton* m_approve = nullptr;
    QLabel* m_renewPriceLabel = nullptr;
    QLineEdit* m_renewPrice = nullptr;
    QLabel* m_migrationLabel = nullptr;
    QSpinBox* m_migrationDays = nullptr;
    QPushButton* m_weigh = nullptr;
    QPushButton* m_exportMemo = nullptr;
    QTableWidget* m_renewal = nullptr;
    QLabel* m_recommendation = nullptr;
    VendorRecordsView* m_vendorsView = nullptr;
    AmendmentsView* m_amendmentsView = nullptr;
    std::optional<RenewalAssessment> m_assessment;
    qint64 m_assessedContract = 0;
    RenewalTerms m_renewalTerms;
};

} // namespace gpuplan
