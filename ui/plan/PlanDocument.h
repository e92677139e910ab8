#pragma once

#include "planner/PlanRequest.h"
#include "service/PlanService.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace gpuplan {

class Database;

// The plan being edited: its request, the file it came from, the undo history of its inputs (modified = not
// at the clean state of the history) and core's latest answer for it. Every input change is a command on
// the stack, so Edit → Undo / Redo step through the plan's inputs and the window asks before changes are
// thrown away. The answer is computed once per change, here; the plan page, the cost chart and the exports
// read it.
class PlanDocument : public QObject
{
    Q_OBJECT
public:
    PlanDocument(Database* db, std::shared_ptr<const PlanService> service, QObject* parent = nullptr);
    ~PlanDocument() override;

    const PlanRequest& request() const { return m_request; }
    // The user changed the inputs: an undoable edit (successive edits of the same field merge into one).
    void edit(const PlanRequest& request);
    void editAndShow(const PlanRequest& request); // an edit made elsewhere: the form shows it too
    // A new or opened plan: its request replaces the current one and the history starts afresh. `modified`:
    // a plan made in the wizard or duplicated is unsaved work; an opened one, or the defaults at start, are
    // not.
    // `answer`: core's answer already made for exactly this request (the wizard's results), taken as it is
    // instead of planning again.
    void reset(const PlanRequest& request, const QString& path, bool modified,
               const std::optional<PlanAnswer>& answer = std::nullopt);
    // The plan was saved to `path`: it becomes the plan's file and the history's clean state.
    void markSaved(const QString& path);
    QString path() const { return m_path; }
    bool isModified() const;
    QUndoStack* undoStack() const { return m_undo; }

    // The planner's data changed (catalog, prices, settings): plan again with the new service.
    void setService(std::shared_ptr<const PlanService> service);
    const PlanService& service() const { return *m_service; }
    std::shared_ptr<const PlanService> sharedService() const { return m_service; }

    // Core's answer to the request, or the problem that stops it.
    const std::optional<PlanAnswer>& answer() const { return m_answer; }
    const std::optional<Error>& error() const { return m_error; }
    void selectConfiguration(int index); // the configuration whose cost and details are shown
    void replan();                       // after the stored quotes or the language changed
    double lastPlanMs() const { return m_lastPlanMs; }
    // Counts the plans made: a view refills its lists only when this moved (a selection keeps it).
    int generation() const { return m_generation; }

signals:
    void requestChanged(); // set by an undo or redo, a reset: the form shows the request
    void answerChanged();
    void modifiedChanged(bool modified);

private:
    friend class SetPlanRequest;
    void apply(const PlanRequest& request); // sets the request (from a command) and plans it

    Database* m_db;
    std::shared_ptr<const PlanService> m_service;
    PlanRequest m_request;
    QString m_path;
    QUndoStack* m_undo;
    bool m_untitledModified = false;
    std::optional<PlanAnswer> m_answer;
    std::optional<Error> m_error;
    int m_selected = 0;
    int m_generation = 0;
    double m_lastPlanMs = 0;
};

} // namespace gpuplan
