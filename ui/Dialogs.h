#pragma once

#include <QMessageBox>
#include <QString>

#include <functional>

class QPrinter;

class QWidget;

namespace gpuplan {

// File and question dialogs behind one seam, so that GUI tests can answer them in advance.
namespace Dialogs {
QString openFileName(QWidget* parent, const QString& caption, const QString& filter);
QString saveFileName(QWidget* parent, const QString& caption, const QString& suggested,
                     const QString& filter);
QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                     QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton);
void information(QWidget* parent, const QString& title, const QString& text);
void about(QWidget* parent, const QString& title, const QString& text); // the program's icon, rich text
// A print preview of pages painted by `paint` (the user prints from it). Silent (tests): the pages are
// painted on a PDF printer in a temporary file instead; returns whether painting worked.
bool printPreview(QWidget* parent, const QString& title, const std::function<bool(QPrinter*)>& paint);
// A line of text; empty when cancelled.
QString text(QWidget* parent, const QString& title, const QString& label);

// Test seams: the next call returns this instead of showing a dialog.
void setNextFileName(const QString& name);
void setNextAnswer(QMessageBox::StandardButton answer);
void setNextText(const QString& text);
QString lastMessage(); // the text of the last information() or question(), shown or not
// Tests: never show a dialog; questions without a prepared answer get their default button.
void setSilent(bool silent);
bool isSilent();
} // namespace Dialogs

} // namespace gpuplan
