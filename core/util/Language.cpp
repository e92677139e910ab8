#include "Language.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace gpuplan::Language {

namespace {
thread_local QString t_scope; // Scope's language on this thread; empty: the current one

// The program's one translator: both languages loaded, the one asked for answering. A Scope on a thread
// switches that thread's texts without touching the rest of the program (no LanguageChange, no other
// thread), so that core's words can be had in both languages for a bilingual document.
class Translator : public QTranslator
{
public:
    QTranslator zh, en;
    QString current = QStringLiteral("en");
    QString translate(const char* context, const char* source, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        const QString& language = t_scope.isEmpty() ? current : t_scope;
        return (language.startsWith(QLatin1String("zh")) ? zh : en)
            .translate(context, source, disambiguation, n);
    }
    bool isEmpty() const override { return false; }
};
std::unique_ptr<Translator> g_app;
std::unique_ptr<QTranslator> g_qt;
QString g_current = QStringLiteral("en");

// The .qm file of a language: the installed one when it is there, else the compiled-in one.
QString qmFile(const QString& locale)
{
    const QString name = QStringLiteral("gpuplan_") + locale + QStringLiteral(".qm");
    if (QCoreApplication::instance()) {
        const QString installed = QCoreApplication::applicationDirPath() +
                                  QStringLiteral("/../share/gpu-rental-planner/translations/") + name;
        if (QFileInfo(installed).isFile())
            return QFileInfo(installed).canonicalFilePath();
    }
    return QStringLiteral(":/i18n/") + name;
}

QString localeOf(const QString& language);

void load(QTranslator& t, const QString& locale)
{
    if (!t.load(qmFile(locale)) &&
        !t.load(QStringLiteral(":/i18n/gpuplan_") + locale + QStringLiteral(".qm")))
        qWarning("gpuplan: the %s translation is missing from the resources", qPrintable(locale));
}

// Made and installed once, the first time a language is installed or scoped.
Translator& translator()
{
    if (!g_app) {
        g_app = std::make_unique<Translator>();
        load(g_app->zh, QStringLiteral("zh_CN"));
        load(g_app->en, QStringLiteral("en"));
        g_app->current = g_current;
        QCoreApplication::installTranslator(g_app.get());
    }
    return *g_app;
}

QString localeOf(const QString& language)
{
    const QString l = language.trimmed();
    if (l == QLatin1String("zh") || l == QLatin1String("zh_CN") || l == QLatin1String("zh-CN"))
        return QStringLiteral("zh_CN");
    if (l == QLatin1String("en") || l.startsWith(QLatin1String("en_")))
        return QStringLiteral("en");
    return QString();
}
} // namespace

bool install(const QString& language)
{
    const QString locale = localeOf(language);
    if (locale.isEmpty())
        return false;
    Translator& app = translator();
    app.current = locale;
    QCoreApplication::removeTranslator(&app);
    if (g_qt)
        QCoreApplication::removeTranslator(g_qt.get());
    g_qt = std::make_unique<QTranslator>();
    if (locale != QLatin1String("en") &&
        g_qt->load(QStringLiteral("qtbase_") + locale, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(g_qt.get());
    // Ours installed last, so searched first: it words a few of Qt's own texts better (zh-review-5 E24:
    // QCommandLineParser's help line); installed again so that windows hear of the change and retranslate.
    QCoreApplication::installTranslator(&app);
    // Numbers, dates and money on screen follow the language.
    QLocale::setDefault(locale == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                                         : QLocale(QLocale::English, QLocale::UnitedStates));
    g_current = locale;
    return true;
}

QString fromEnvironment()
{
    for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString v = qEnvironmentVariable(var);
        if (v.isEmpty())
            continue;
        return v.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString translationsSource(const QString& language)
{
    const QString locale = localeOf(language);
    const QString file = qmFile(locale.isEmpty() ? QStringLiteral("en") : locale);
    return file.startsWith(QLatin1Char(':')) ? QStringLiteral(":/i18n") : QFileInfo(file).absolutePath();
}

QString current()
{
    return t_scope.isEmpty() ? g_current : t_scope;
}

bool isChinese()
{
    return current().startsWith(QLatin1String("zh"));
}

QString list(const QStringList& items)
{
    return items.join(isChinese() ? QStringLiteral("、") : QStringLiteral(", "));
}

QString sentenceDate(const QString& isoDate)
{
    const QDate d = QDate::fromString(isoDate.left(10), Qt::ISODate);
    if (!d.isValid() || !isChinese())
        return d.isValid() ? isoDate.left(10) : isoDate;
    return QStringLiteral("%1年%2月%3日").arg(d.year()).arg(d.month()).arg(d.day());
}

QString translate(const QString& language, const char* context, const char* source,
                  const char* disambiguation)
{
    if (!language.startsWith(QLatin1String("zh")))
        return QString::fromUtf8(source);
    const QString t = translator().zh.translate(context, source, disambiguation);
    return t.isEmpty() ? QString::fromUtf8(source) : t;
}

Scope::Scope(const QString& language) : m_previous(t_scope)
{
    translator();
    t_scope = localeOf(language);
}

Scope::~Scope()
{
    t_scope = m_previous;
}

} // namespace gpuplan::Language
