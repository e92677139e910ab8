#include "PlanDocument.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QUndoCommand>
#include <QUndoStack>

namespace gpuplan {

namespace {
// The fields of a request that differ between two versions (the plan file's keys).
QStringList changedFields(const PlanRequest& a, const PlanRequest& b)
{
    const QJsonObject ja = a.toJson();
    const QJsonObject jb = b.toJson();
    QStringList keys;
    for (auto it = ja.begin(); it != ja.end(); ++it)
        if (jb.value(it.key()) != it.value())
            keys << it.key();
    for (auto it = jb.begin(); it != jb.end(); ++it)
        if (!ja.contains(it.key()))
            keys << it.key();
    keys.sort();
    return keys;
}
} // namespace

// One edit of the plan's inputs. Typing in one field (a spin box's steps, a line edit's keystrokes) merges
// into the edit before it, so that one Undo takes the whole change of that field back.
class SetPlanRequest : public QUndoCommand
{
public:
    SetPlanRequest(PlanDocument* doc, const PlanRequest& before, const PlanRequest& after)
        : m_doc(doc), m_before(before), m_after(after), m_fields(changedFields(before, after))
    {
        setText(QCoreApplication::translate("PlanDocument", "plan input change"));
    }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* o = static_cast<const SetPlanRequest*>(other);
        if (o->m_fields != m_fields || m_fields.size() != 1)
            return false;
        m_after = o->m_after;
        setObsolete(changedFields(m_before, m_after).isEmpty());
        return true;
    }
    void undo() override
    {
        m_doc->apply(m_before);
        emit m_doc->requestChanged();
    }
    void redo() override
    {
        if (m_first) { // pushed after the form already shows it: plan it without refilling the form
            m_first = false;
            m_doc->apply(m_after);
            return;
        }
        m_doc->apply(m_after);
        emit m_doc->requestChanged();
    }

private:
    PlanDocument* m_doc;
    PlanRequest m_before;
    PlanRequest m_after;
    QStringList m_fields;
    bool m_first = true;
};

PlanDocument::PlanDocument(Database* db, std::shared_ptr<const PlanService> service, QObject* parent)
    : QObject(parent), m_db(db), m_service(std::move(service)), m_undo(new QUndoStack(this))
{
    m_request = PlanRequest::forStage(Stage::MidScale, m_service->data().catalog());
    connect(m_undo, &QUndoStack::cleanChanged, this, [this] { emit modifiedChanged(isModified()); });
    connect(m_undo, &QUndoStack::indexChanged, this, [this] { emit modifiedChanged(isModified()); });
}

PlanDocument::~PlanDocument()
{
    // The stack's commands point back here: no signal from it may reach a half-destroyed document.
    disconnect(m_undo, nullptr, this, nullptr);
}

bool PlanDocument::isModified() const
{
    return !m_undo->isClean() || (m_untitledModified && m_undo->index() == 0);
}

void PlanDocument::edit(const PlanRequest& request)
{
    if (changedFields(m_request, request).isEmpty())
        return;
    m_undo->push(new SetPlanRequest(this, m_request, request));
}

void PlanDocument::editAndShow(const PlanRequest& request)
{
    if (changedFields(m_request, request).isEmpty())
        return;
    edit(request);
    emit requestChanged();
}

void PlanDocument::reset(const PlanRequest& request, const QString& path, bool modified,
                         const std::optional<PlanAnswer>& answer)
{
    m_undo->clear();
    m_path = path;
    m_untitledModified = modified;
    m_selected = 0;
    if (answer && answer->request.toJson() == request.toJson()) {
        m_request = request;
        m_answer = answer;
        m_error.reset();
        m_selected = answer->selected();
        ++m_generation;
        emit answerChanged();
    } else {
        apply(request);
    }
    emit requestChanged();
    emit modifiedChanged(isModified());
}

void PlanDocument::markSaved(const QString& path)
{
    m_path = path;
    m_untitledModified = false;
    m_undo->setClean();
    emit modifiedChanged(isModified());
}

void PlanDocument::setService(std::shared_ptr<const PlanService> service)
{
    // The answer points into the old service's catalog and keeps it alive until it is replaced.
    m_service = std::move(service);
    replan();
}

void PlanDocument::apply(const PlanRequest& request)
{
    m_request = request;
    replan();
}

void PlanDocument::replan()
{
    QElapsedTimer timer;
    timer.start();
    auto answer = m_service->plan(m_request, m_db, m_selected);
    m_error.reset();
    m_answer.reset();
    if (answer)
        m_answer = std::move(answer).value();
    else
        m_error = answer.error();
    if (m_answer)
        m_selected = m_answer->selected();
    ++m_generation;
    m_lastPlanMs = double(timer.nsecsElapsed()) / 1e6;
    emit answerChanged();
}

void PlanDocument::selectConfiguration(int index)
{
    if (!m_answer || index == m_selected || index < 0 || index >= m_answer->result().configurations.size())
        return;
    m_selected = index;
    if (Status s = m_service->select(*m_answer, index); !s)
        m_error = s.error();
    emit answerChanged();
}

} // namespace gpuplan
