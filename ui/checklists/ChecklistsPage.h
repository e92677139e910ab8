#pragma once

#include "catalog/GpuCatalog.h"
#include "checklist/Checklist.h"
#include "quotes/Quote.h"

#include <QWidget>

#include <functional>

#include <optional>

class QAbstractListModel;
class QComboBox;
class QLabel;
class QUndoStack;
class QProgressBar;
class QPushButton;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace gpuplan {

class Database;
class Session;
class TemplatesDialog;

// A quote's contract and acceptance checklists as a tree (checklist → section → item), each item in the
// current language with its expected value, status, evidence and date. Status and evidence are edited in
// place and stored at once; custom items can be added. Acceptance on delivery: the script for the servers and
// the import of their report, whose findings land on the items.
class ChecklistsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChecklistsPage(QWidget* parent = nullptr);
    // The window's session: its database and catalog; the page reads again when they change.
    void setSession(Session* session);
    // The quotes to choose from: the quotes page's list, shared (no second read of the database; with
    // 100,000 quotes the chooser is ready at once). The choice is kept when the quote is still there.
    void setQuotes(const QList<Quote>& quotes);
    void reload(); // the catalog and the chosen quote's checklists, read again
    void retranslate();

    enum Column
    {
        TextColumn,
        ExpectedColumn,
        StatusColumn,
        EvidenceColumn,
        UpdatedColumn,
        ColumnCount
    };
    enum Role
    {
        ItemIdRole = Qt::UserRole + 1,
        StatusRole,
        ChecklistIdRole,
        EvidenceRole // the whole evidence; the cell shows its first line
    };

    QStandardItemModel* model() const { return m_model; }
    void selectQuote(qint64 quoteId);
    // A database this user may not change (a viewer's role): the writing actions disabled, `reason` their
    // tooltip, the items not editable. Empty: writable again.
    void setReadOnly(const QString& reason);
    qint64 currentQuoteId() const;

    void createChecklists();
    void addItem();
    void generateScript();
    void importReport(); // asks for the file
    // Checks a report against a quote and records the findings. fromOutside (the file manager): the quote the
    // report names is selected when stored here, else the user is asked before the selected one is used.
    void importReportFile(const QString& path, bool fromOutside);
    QUndoStack* undoStack() const { return m_undo; }
    void exportCsv();
    void exportPdf();
    void exportXlsx();
    void print();
    // The checklist templates, editable (new checklists follow them).
    void editTemplates();
    void showHistory(); // who changed the chosen quote's checklist items, when, from what to what
    void setHistoryDriver(std::function<void(class HistoryDialog&)> driver)
    {
        m_historyDriver = std::move(driver);
    }
    void setTemplatesDriver(std::function<void(TemplatesDialog&)> driver)
    {
        m_templatesDriver = std::move(driver);
    }

private:
    void showChecklists();
    void itemChanged(QStandardItem* item);
    void updateProgress();
    void showAcceptance();

    Database* m_db = nullptr;
    Session* m_session = nullptr;
    std::shared_ptr<const GpuCatalog> m_catalog; // the session's, as last read
    QList<Quote> m_quotes;
    QList<Checklist> m_lists;
    bool m_filling = false;
    QLabel* m_quoteLabel;
    QComboBox* m_quote;
    QAbstractListModel* m_choices; // m_quotes as the chooser's items, labels made when shown
    QStandardItemModel* m_model;
    QTreeView* m_view;
    QProgressBar* m_progress;
    QLabel* m_counts;
    QPushButton* m_create;
    QPushButton* m_add;
    QPushButton* m_script;
    QPushButton* m_import;
    QPushButton* m_export;
    QPushButton* m_pdf;
    QPushButton* m_xlsx;
    QPushButton* m_print;
    QPushButton* m_templates;
    QPushButton* m_history;
    QLabel* m_acceptance; // the quote's acceptance over its servers: "1 of 2 servers failed (gpu-node-02)"
    QUndoStack* m_undo;   // imports of delivery reports, undone by withdrawing the report
    QString m_readOnlyReason;
    std::function<void(TemplatesDialog&)> m_templatesDriver;
    std::function<void(class HistoryDialog&)> m_historyDriver;
};

} // namespace gpuplan
