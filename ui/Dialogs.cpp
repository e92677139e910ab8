#include "Dialogs.h"

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
QString g_lastMessage;
bool g_silent = false;
} // namespace

QString openFileName(QWidget* parent, const QString& caption, const QString& filter)
{
    if (g_nextFileName)
        return std::exchange(g_nextFileName, std::nullopt).value();
    if (g_silent)
        return QString();
    return QFileDialog::getOpenFileName(parent, caption, QString(), filter);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& suggested, const QString& filter)
{
    if (g_nextFileName)
        return std::exchange(g_nextFileName, std::nullopt).value();
    if (g_silent)
        return QString();
    return QFileDialog::getSaveFileName(parent, caption, suggested, filter);
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

void information(QWidget* parent, const QString& title, const QString& text)
{
    g_lastMessage = text;
    if (g_silent)
        return;
    QMessageBox::information(parent, title, text);
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
