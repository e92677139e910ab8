#include "Dialogs.h"

#include "ScreenFit.h"
#include "UiSettings.h"
#include "files/DataSources.h"
#include "util/Language.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>

#include <QFileDialog>
#include <QInputDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QTemporaryDir>

#include <optional>

namespace gpuplan::Dialogs {

namespace {
std::optional<QString> g_nextFileName;
std::optional<QMessageBox::StandardButton> g_nextAnswer;
std::optional<QString> g_nextText;
std::optional<report::Options> g_nextDocument;
QString g_lastMessage;
QStringList g_lastActions;
bool g_silent = false;
} // namespace

namespace {
// The folder the file dialogs open in: the last one used, else the user's documents (never the process's
// working folder, which a desktop launcher sets to /).
QString startFolder()
{
    const QString last = UiSettings().lastFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

QString remember(const QString& chosen)
{
    if (!chosen.isEmpty())
        UiSettings().setLastFolder(QFileInfo(chosen).absolutePath());
    return chosen;
}
} // namespace

QString openFileName(QWidget* parent, const QString& caption, const QString& filter)
{
    if (g_nextFileName)
        return std::exchange(g_nextFileName, std::nullopt).value();
    if (g_silent)
        return QString();
    return remember(QFileDialog::getOpenFileName(parent, caption, startFolder(), filter));
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& suggested, const QString& filter)
{
    if (g_nextFileName)
        return std::exchange(g_nextFileName, std::nullopt).value();
    if (g_silent)
        return QString();
    // A bare name goes into the last folder.
    const QString start =
        QFileInfo(suggested).isAbsolute() ? suggested : QDir(startFolder()).filePath(suggested);
    return remember(QFileDialog::getSaveFileName(parent, caption, start, filter));
}

QString planFileName(QWidget* parent, const QString& current, const QString& base, bool askName)
{
    if (!askName && !current.isEmpty())
        return current;
    QString path = saveFileName(parent, QCoreApplication::translate("gpuplan::MainWindow", "Save plan"),
                                current.isEmpty() ? base + QStringLiteral(".gpuplan") : current,
                                QCoreApplication::translate("gpuplan::MainWindow", "Plans (*.gpuplan)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".gpuplan");
    return path;
}

QString suggestedPath(report::DocumentKind kind, const report::Options& o, const QString& suffix)
{
    return QDir(startFolder()).filePath(report::suggestedFileName(kind, o, Language::current(), suffix));
}

std::optional<report::Options> documentOptions(QWidget* parent, const QString& title)
{
    UiSettings ui;
    report::Options o;
    o.customer = ui.documentValue(QStringLiteral("customer"));
    o.preparedBy = ui.documentValue(QStringLiteral("prepared-by"));
    o.languages = report::languagesFromName(ui.documentValue(QStringLiteral("languages")))
                      .value_or(report::Languages::Both);
    o.paper = report::paperFromName(ui.documentValue(QStringLiteral("paper"))).value_or(report::Paper::A4);
    if (g_nextDocument)
        return std::exchange(g_nextDocument, std::nullopt).value();
    if (g_silent)
        return o;
    QDialog d(parent);
    d.setObjectName(QStringLiteral("documentDialog"));
    d.setWindowTitle(title);
    auto* form = new QFormLayout;
    auto* customer = new QLineEdit(o.customer);
    auto* prepared = new QLineEdit(o.preparedBy);
    auto* number = new QLineEdit;
    number->setPlaceholderText(QCoreApplication::translate("Dialogs", "empty: made from the date"));
    auto* languages = new QComboBox;
    languages->addItem(QCoreApplication::translate("Dialogs", "Chinese and English"), QStringLiteral("both"));
    languages->addItem(QCoreApplication::translate("Dialogs", "Chinese"), QStringLiteral("zh"));
    languages->addItem(QCoreApplication::translate("Dialogs", "English"), QStringLiteral("en"));
    languages->setCurrentIndex(int(o.languages));
    auto* paper = new QComboBox;
    paper->addItem(QStringLiteral("A4"), QStringLiteral("a4"));
    paper->addItem(QStringLiteral("Letter"), QStringLiteral("letter"));
    paper->setCurrentIndex(o.paper == report::Paper::Letter ? 1 : 0);
    form->addRow(QCoreApplication::translate("Dialogs", "Customer or project"), customer);
    form->addRow(QCoreApplication::translate("Dialogs", "Prepared by"), prepared);
    form->addRow(QCoreApplication::translate("Dialogs", "Document number"), number);
    form->addRow(QCoreApplication::translate("Dialogs", "Languages"), languages);
    form->addRow(QCoreApplication::translate("Dialogs", "Paper"), paper);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &d, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &d, &QDialog::reject);
    auto* layout = new QVBoxLayout(&d);
    auto* note = new QLabel(QCoreApplication::translate(
        "Dialogs", "Printed on the document's first page and in its file name; offered again next time."));
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(buttons);
    fitToScreen(&d, QSize(480, 260));
    if (d.exec() != QDialog::Accepted)
        return std::nullopt;
    o.customer = customer->text().trimmed();
    o.preparedBy = prepared->text().trimmed();
    o.documentNumber = number->text().trimmed();
    o.languages =
        report::languagesFromName(languages->currentData().toString()).value_or(report::Languages::Both);
    o.paper = report::paperFromName(paper->currentData().toString()).value_or(report::Paper::A4);
    ui.setDocumentValue(QStringLiteral("customer"), o.customer);
    ui.setDocumentValue(QStringLiteral("prepared-by"), o.preparedBy);
    ui.setDocumentValue(QStringLiteral("languages"), languages->currentData().toString());
    ui.setDocumentValue(QStringLiteral("paper"), paper->currentData().toString());
    return o;
}

QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                     QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton)
{
    g_lastMessage = text;
    if (g_nextAnswer)
        return std::exchange(g_nextAnswer, std::nullopt).value();
    if (g_silent)
        return defaultButton;
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton choose(QWidget* parent, const QString& title, const QString& text,
                                   const QString& apply, const QString& discard)
{
    g_lastMessage = text;
    if (g_nextAnswer)
        return std::exchange(g_nextAnswer, std::nullopt).value();
    if (g_silent)
        return QMessageBox::Cancel;
    QMessageBox box(QMessageBox::Warning, title, text,
                    QMessageBox::Apply | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setTextFormat(Qt::RichText);
    box.button(QMessageBox::Apply)->setText(apply);
    box.button(QMessageBox::Discard)->setText(discard);
    box.setDefaultButton(QMessageBox::Discard);
    return QMessageBox::StandardButton(box.exec());
}

void information(QWidget* parent, const QString& title, const QString& text)
{
    g_lastMessage = text;
    if (g_silent)
        return;
    QMessageBox::information(parent, title, text);
}

void error(QWidget* parent, const QString& title, const QString& text)
{
    g_lastMessage = text;
    if (g_silent)
        return;
    QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, parent);
    // Room for the title: a spacer as wide as the title text and the window's buttons.
    const int width = box.fontMetrics().horizontalAdvance(title) + 160;
    if (auto* grid = qobject_cast<QGridLayout*>(box.layout()))
        grid->addItem(new QSpacerItem(width, 0, QSizePolicy::Minimum, QSizePolicy::Expanding),
                      grid->rowCount(), 0, 1, grid->columnCount());
    box.exec();
}

void outcome(QWidget* parent, const QString& title, bool ok, const QString& text)
{
    if (ok)
        information(parent, title, text);
    else
        error(parent, title, text);
}

QString wroteText(const QString& path, const QString& warning)
{
    const QString wrote = QCoreApplication::translate("Dialogs", "Wrote %1.").arg(path);
    return warning.isEmpty() ? wrote : wrote + QStringLiteral("\n\n") + warning;
}

void written(QWidget* parent, const QString& title, const Status& s, const QString& path,
             const QString& warning)
{
    if (!s) {
        error(parent, title, s.error().toString());
        return;
    }
    const QString open = QCoreApplication::translate("Dialogs", "Open file"),
                  folder = QCoreApplication::translate("Dialogs", "Show folder");
    g_lastActions = {open, folder};
    g_lastMessage = wroteText(path, warning);
    if (g_silent)
        return;
    QMessageBox box(QMessageBox::Information, title, g_lastMessage, QMessageBox::Ok, parent);
    QPushButton* openButton = box.addButton(open, QMessageBox::ActionRole);
    QPushButton* folderButton = box.addButton(folder, QMessageBox::ActionRole);
    box.setDefaultButton(QMessageBox::Ok);
    box.exec();
    const QFileInfo file(path);
    if (box.clickedButton() == openButton)
        QDesktopServices::openUrl(QUrl::fromLocalFile(file.absoluteFilePath()));
    else if (box.clickedButton() == folderButton)
        QDesktopServices::openUrl(QUrl::fromLocalFile(file.absolutePath()));
}

QStringList lastActions()
{
    return g_lastActions;
}

void aboutProgram(QWidget* parent)
{
    // The texts keep the main window's translation context, where they were written.
    QString sources;
    for (const DataSource& s : shippedDataSources())
        sources +=
            QCoreApplication::translate("gpuplan::MainWindow", "<li>%1: %n entries, dated %2 to %3 — %4</li>",
                                        nullptr, s.entries)
                .arg(s.name.toHtmlEscaped(), s.firstDate, s.lastDate, s.origin.toHtmlEscaped());
    about(parent, QCoreApplication::translate("gpuplan::MainWindow", "About GPU Rental Planner"),
          QCoreApplication::translate(
              "gpuplan::MainWindow",
              "<p><b>GPU Rental Planner</b> %1 (%2)</p><p>Plans GPU rentals for large-model work: memory, "
              "configurations, time, cost and contract checklists.</p><p>Every figure can be traced to "
              "its formula and source: the details pane, <tt>gpuplan … --explain</tt> and the README.</p>"
              "<p>Data compiled into this version:</p><ul>%3</ul>"
              "<p>Licence: MIT. The data are facts from the sources named in each entry.</p>")
              .arg(QCoreApplication::applicationVersion(), QStringLiteral(GPUPLAN_RELEASE_DATE), sources));
}

void about(QWidget* parent, const QString& title, const QString& text)
{
    g_lastMessage = text;
    if (g_silent)
        return;
    QMessageBox::about(parent, title, text);
}

QString text(QWidget* parent, const QString& title, const QString& label)
{
    if (g_nextText)
        return std::exchange(g_nextText, std::nullopt).value();
    if (g_silent)
        return QString();
    return QInputDialog::getText(parent, title, label);
}

QString password(QWidget* parent, const QString& title, const QString& label)
{
    if (g_nextText)
        return std::exchange(g_nextText, std::nullopt).value();
    if (g_silent)
        return QString();
    return QInputDialog::getText(parent, title, label, QLineEdit::Password);
}

bool printPreview(QWidget* parent, const QString& title, const std::function<bool(QPrinter*)>& paint)
{
    if (g_silent) {
        QTemporaryDir dir;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("preview.pdf")));
        const bool ok = paint(&printer);
        g_lastMessage =
            ok ? QStringLiteral("printed %1").arg(title) : QStringLiteral("print failed: %1").arg(title);
        return ok;
    }
    QPrintPreviewDialog preview(parent);
    preview.setWindowTitle(title);
    bool ok = true;
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&](QPrinter* printer) { ok = paint(printer); });
    preview.exec();
    return ok;
}

std::optional<DocumentTarget> documentTarget(QWidget* parent, const QString& title, report::DocumentKind kind,
                                             const QString& suffix, const QString& filter)
{
    auto o = documentOptions(parent, title);
    if (!o)
        return std::nullopt;
    const QString path = saveFileName(parent, title, suggestedPath(kind, *o, suffix), filter);
    if (path.isEmpty())
        return std::nullopt;
    return DocumentTarget{*o, path};
}

void setNextDocument(const report::Options& options)
{
    g_nextDocument = options;
}

void setNextText(const QString& text)
{
    g_nextText = text;
}

void setNextFileName(const QString& name)
{
    g_nextFileName = name;
}

void setNextAnswer(QMessageBox::StandardButton answer)
{
    g_nextAnswer = answer;
}

void setSilent(bool silent)
{
    g_silent = silent;
}

bool isSilent()
{
    return g_silent;
}

QString lastMessage()
{
    return g_lastMessage;
}

} // namespace gpuplan::Dialogs
