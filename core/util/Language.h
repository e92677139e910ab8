#pragma once

#include <QString>
#include <QStringList>

namespace gpuplan {

// Loads the application's and Qt's own translations for "zh"/"zh_CN" or "en", replacing earlier ones.
namespace Language {
bool install(const QString& language);
QString fromEnvironment(); // "zh_CN" when LANG/LC_ALL says Chinese, else "en"
QString current();
// Where the translations in use come from: the installed folder
// (<prefix>/share/gpu-rental-planner/translations, found beside the program's bin/), read first so that an
// updated translation can be dropped in, or
// ":/i18n" (compiled into the program: a build tree, or an installed folder without the file).
QString translationsSource(const QString& language = current());
bool isChinese(); // the current language is Chinese
// Items of a list as the current language writes it: 、 between them in Chinese, ", " in English.
QString list(const QStringList& items);
// A date in a sentence: 2026年12月5日 in Chinese, 2026-12-05 in English; the text itself when it is no date.
QString sentenceDate(const QString& isoDate);
// A text in the given language ("zh…" or "en") whatever the current one is: for data stored in both
// languages.
QString translate(const QString& language, const char* context, const char* source,
                  const char* disambiguation = nullptr);
// While one lives, every tr() on this thread answers in `language` ("zh…" or "en"); the rest of the program
// keeps the current language. For core's words in both languages: { Language::Scope zh("zh_CN"); text(); }
class Scope
{
public:
    explicit Scope(const QString& language);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

private:
    QString m_previous;
};
} // namespace Language

} // namespace gpuplan
