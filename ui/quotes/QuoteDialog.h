#pragma once

#include "service/QuoteService.h"

#include "catalog/GpuCatalog.h"
#include "quotes/Quote.h"

#include <QDialog>
#include <QHash>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace gpuplan {

// A vendor's quote typed in by hand. The fields are checked by the same reader as a CSV import (QuoteCsv), so
// the rules and the messages are the same; each problem is shown next to its field, and OK stays disabled
// until every field is valid.
class QuoteDialog : public QDialog
{
    Q_OBJECT
public:
    // A quote typed in, checked as an imported row is, against the session's catalog, rates and today.
    explicit QuoteDialog(const QuoteService& quotes, QWidget* parent = nullptr);

    // Field keys are the CSV's column keys ("provider", "price", …).
    void setField(const QString& key, const QString& value);
    // Edit: every field from a stored quote; the columns the dialog does not show keep their values.
    void setQuote(const Quote& quote);
    QString problem(const QString& key) const; // the message shown next to the field, empty if none
    std::optional<Quote> quote() const { return m_quote; } // the valid quote, normalised

private:
    void validate();
    QLineEdit* addLine(QFormLayout* form, const char* key, const QString& label,
                       const QString& placeholder = QString());
    QComboBox* addCombo(QFormLayout* form, const char* key, const QString& label,
                        const QList<QPair<QString, QString>>& items);
    QWidget* field(QWidget* editor, const char* key); // the editor with its problem label below
    void addTermFields(QFormLayout* form);
    void addServerFields(QFormLayout* form); // China's billing terms and delivery

    QuoteService m_service;
    QHash<QString, QWidget*> m_fields;
    QHash<QString, QLabel*> m_problems;
    QHash<QString, QString> m_base; // the edited quote's values, by CSV column
    QLabel* m_summary;
    QDialogButtonBox* m_buttons;
    std::optional<Quote> m_quote;
};

} // namespace gpuplan
