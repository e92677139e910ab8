#pragma once

#include <QMessageBox>
#include <QString>

#include "report/PdfDocument.h"

#include <functional>
#include <optional>

class QPrinter;

class QWidget;

namespace gpuplan {

// File and question dialogs behind one seam, so that GUI tests can answer them in advance.
namespace Dialogs {
QString openFileName(QWidget* parent, const QString& caption, const QString& filter);
QString saveFileName(QWidget* parent, const QString& caption, const QString& suggested,
                     const QString& filter);
// Where to save a plan file: `current` again unless `askName` or there is none yet (then asked, `base` +
// ".gpuplan" suggested); ".gpuplan" added to a name without a suffix; empty when cancelled.
QString planFileName(QWidget* parent, const QString& current, const QString& base, bool askName);
QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                     QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton);
void information(QWidget* parent, const QString& title, const QString& text);
// What went wrong, with the error icon, in a box wide enough for its title (QMessageBox sizes itself to the
// text and cut long titles off).
void error(QWidget* parent, const QString& title, const QString& text);
// information() when `ok`, else error(): for a message that is either a success or what went wrong.
void outcome(QWidget* parent, const QString& title, bool ok, const QString& text);
// A warning with two named choices: `apply` (QMessageBox::Apply), `discard` (QMessageBox::Discard), and
// Cancel; `text` may be rich text. Honours setNextAnswer() and the silent mode (Cancel) like question().
QMessageBox::StandardButton choose(QWidget* parent, const QString& title, const QString& text,
                                   const QString& apply, const QString& discard);
// After an export: "Wrote FILE." and, below it, the document's warning (characters printed as boxes) when
// there is one, with Open file and Show folder beside OK (ux-5 P1-m5: the user had to find the file); or the
// error.
QString wroteText(const QString& path, const QString& warning);
void written(QWidget* parent, const QString& title, const Status& s, const QString& path,
             const QString& warning = QString());
void about(QWidget* parent, const QString& title, const QString& text); // the program's icon, rich text
// Help → About: version, release date, the data compiled in with their dates, the licence.
void aboutProgram(QWidget* parent);
// A print preview of pages painted by `paint` (the user prints from it). Silent (tests): the pages are
// painted on a PDF printer in a temporary file instead; returns whether painting worked.
bool printPreview(QWidget* parent, const QString& title, const std::function<bool(QPrinter*)>& paint);
// The details a document for a customer carries — customer, prepared by, document number, languages,
// paper — asked before each export, the last ones offered again (remembered); nullopt when cancelled. Silent
// (tests): the remembered details, or those set with setNextDocument().
std::optional<report::Options> documentOptions(QWidget* parent, const QString& title);
// A document's file name in the program's language with the customer and date (core's suggestedFileName),
// in the folder last used.
QString suggestedPath(report::DocumentKind kind, const report::Options& o, const QString& suffix);
// Both for an export: the document's details, then the file (named by suggestedPath); nullopt when either is
// cancelled.
struct DocumentTarget
{
    report::Options options;
    QString path;
};
std::optional<DocumentTarget> documentTarget(QWidget* parent, const QString& title, report::DocumentKind kind,
                                             const QString& suffix, const QString& filter);
// A line of text; empty when cancelled.
QString text(QWidget* parent, const QString& title, const QString& label);
// The same, with the typed characters hidden (a password).
QString password(QWidget* parent, const QString& title, const QString& label);

// Test seams: the next call returns this instead of showing a dialog.
void setNextFileName(const QString& name);
void setNextAnswer(QMessageBox::StandardButton answer);
void setNextText(const QString& text);
void setNextDocument(const report::Options& options);
QString lastMessage();     // the text of the last information() or question(), shown or not
QStringList lastActions(); // the buttons beside OK of the last written(), shown or not
// Tests: never show a dialog; questions without a prepared answer get their default button.
void setSilent(bool silent);
bool isSilent();
} // namespace Dialogs

} // namespace gpuplan
