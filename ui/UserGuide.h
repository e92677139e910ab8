#pragma once

#include <QDialog>

class QTextBrowser;

namespace gpuplan {

// Help → User guide (F1): what each area does, the quote file's columns (from the importer's own table) and
// where the figures come from, in the language of the moment (ui/guide/guide-zh.html, guide-en.html).
class UserGuide : public QDialog
{
    Q_OBJECT
public:
    explicit UserGuide(QWidget* parent = nullptr);
    QString html() const; // as shown (tests)

    // The guide's text in a language ("zh_CN" or "en").
    static QString text(const QString& language);

private:
    QTextBrowser* m_browser;
};

} // namespace gpuplan
