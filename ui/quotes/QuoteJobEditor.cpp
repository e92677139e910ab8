#include "QuoteJobEditor.h"

#include "FieldText.h"
#include "catalog/ModelCatalog.h"
#include "cost/Money.h"
#include "estimate/Workload.h"
#include "util/Quantity.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gpuplan {

namespace {
constexpr const char* kPlanModel = "#plan"; // a custom model: kept as the Plan area sets it
} // namespace

QuoteJobEditor::QuoteJobEditor(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_model(new QComboBox(this)), m_method(new QComboBox(this)),
      m_tokensLabel(new QLabel(this)), m_tokens(new QLineEdit(this)), m_deadlineLabel(new QLabel(this)),
      m_deadline(new QLineEdit(this)), m_budgetLabel(new QLabel(this)), m_budget(new QLineEdit(this)),
      m_weigh(new QPushButton(this)), m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("quoteJobEditor"));
    m_model->setObjectName(QStringLiteral("jobModelCombo"));
    m_method->setObjectName(QStringLiteral("jobMethodCombo"));
    m_tokens->setObjectName(QStringLiteral("jobTokensEdit"));
    m_deadline->setObjectName(QStringLiteral("jobDeadlineEdit"));
    m_budget->setObjectName(QStringLiteral("jobBudgetEdit"));
    m_weigh->setObjectName(QStringLiteral("jobWeighButton"));
    m_error->setObjectName(QStringLiteral("jobError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->hide();
    for (const ModelSpec& m : ModelCatalog::shipped().models())
        m_model->addItem(modelChoiceText(m), m.id);
    m_model->setMinimumContentsLength(18);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    for (QLineEdit* e : {m_tokens, m_deadline, m_budget})
        e->setMinimumWidth(70);
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_title, 0, 0);
    grid->addWidget(m_model, 0, 1);
    grid->addWidget(m_method, 0, 2);
    grid->addWidget(m_tokensLabel, 0, 3);
    grid->addWidget(m_tokens, 0, 4);
    grid->addWidget(m_deadlineLabel, 0, 5);
    grid->addWidget(m_deadline, 0, 6);
    grid->addWidget(m_budgetLabel, 0, 7);
    grid->addWidget(m_budget, 0, 8);
    grid->addWidget(m_weigh, 0, 9);
    grid->addWidget(m_error, 1, 0, 1, 10);
    grid->setColumnStretch(1, 2);
    for (int c : {4, 6, 8})
        grid->setColumnStretch(c, 1);
    // The labels name their fields (for screen readers and the keyboard).
    m_title->setBuddy(m_model);
    m_tokensLabel->setBuddy(m_tokens);
    m_deadlineLabel->setBuddy(m_deadline);
    m_budgetLabel->setBuddy(m_budget);
    connect(m_weigh, &QPushButton::clicked, this, &QuoteJobEditor::apply);
    for (QLineEdit* e : {m_tokens, m_deadline, m_budget})
        connect(e, &QLineEdit::returnPressed, this, &QuoteJobEditor::apply);
    retranslate();
}

void QuoteJobEditor::setRequest(const PlanRequest& request, double hoursPerMonth)
{
    m_request = request;
    m_hoursPerMonth = hoursPerMonth;
    const int plan = m_model->findData(QLatin1String(kPlanModel));
    if (request.modelId.isEmpty()) { // a custom size or architecture: shown by name, edited in the Plan area
        if (plan < 0)
            m_model->addItem(QString(), QLatin1String(kPlanModel));
        retranslate();
        m_model->setCurrentIndex(m_model->findData(QLatin1String(kPlanModel)));
    } else {
        if (plan >= 0)
            m_model->removeItem(plan);
        m_model->setCurrentIndex(m_model->findData(request.modelId));
    }
    m_method->setCurrentIndex(m_method->findData(int(request.method)));
    fieldtext::setCount(m_tokens, request.tokens);
    fieldtext::setHours(m_deadline, request.deadlineHours, m_hoursPerMonth);
    fieldtext::setMoney(m_budget, request.budget);
    m_error->hide();
}

Result<PlanRequest> QuoteJobEditor::edited() const
{
    PlanRequest r = m_request;
    if (const QString id = m_model->currentData().toString(); id != QLatin1String(kPlanModel)) {
        r.modelId = id;
        r.customParams = 0;
        r.customShape = {};
    }
    r.method = Method(m_method->currentData().toInt());
    r.tokens = 0;
    if (!m_tokens->text().trimmed().isEmpty()) {
        auto v = Quantity::parseCount(m_tokens->text(), fieldLabel(QStringLiteral("tokens")));
        if (!v)
            return v.error();
        r.tokens = v.value();
    }
    r.deadlineHours = 0;
    if (!m_deadline->text().trimmed().isEmpty()) {
        auto d =
            Quantity::parseHours(m_deadline->text(), fieldLabel(QStringLiteral("deadline")), m_hoursPerMonth);
        if (!d)
            return d.error();
        r.deadlineHours = d.value();
    }
    r.budget.reset();
    if (!m_budget->text().trimmed().isEmpty()) {
        auto b = Money::parse(m_budget->text(), fieldLabel(QStringLiteral("budget")));
        if (!b)
            return b.error();
        r.budget = b.value();
    }
    return r;
}

QString QuoteJobEditor::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void QuoteJobEditor::apply()
{
    auto r = edited();
    if (!r) {
        m_error->setText(r.error().toString());
        m_error->show();
        return;
    }
    m_error->hide();
    emit edit(r.value());
}

void QuoteJobEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QuoteJobEditor::retranslate()
{
    m_title->setText(tr("Job:"));
    m_tokensLabel->setText(tr("Tokens"));
    m_deadlineLabel->setText(tr("Deadline"));
    m_budgetLabel->setText(tr("Budget"));
    m_weigh->setText(tr("Weigh quotes"));
    m_model->setAccessibleName(tr("Model"));
    m_method->setAccessibleName(tr("Method"));
    m_weigh->setToolTip(tr("Weigh the quotes for this job; it becomes the plan's job (undo with Ctrl+Z)"));
    m_tokens->setPlaceholderText(tr("method's default"));
    m_tokens->setToolTip(tr("Tokens to train on, e.g. 500M, 5亿 or 2B"));
    m_deadline->setPlaceholderText(tr("none"));
    m_deadline->setToolTip(tr("Time to finish, e.g. 3w, 三周, 10天 or 500h"));
    m_budget->setPlaceholderText(tr("none"));
    m_budget->setToolTip(tr("Budget without VAT, e.g. 20万 or 200000CNY"));
    if (const int plan = m_model->findData(QLatin1String(kPlanModel)); plan >= 0)
        m_model->setItemText(plan, tr("The plan's custom model"));
    const QVariant method = m_method->currentData();
    m_method->clear();
    for (int i = 0; i <= int(Method::Pretrain); ++i)
        m_method->addItem(methodLabel(Method(i)), i);
    m_method->setCurrentIndex(std::max(0, m_method->findData(method)));
}

} // namespace gpuplan
