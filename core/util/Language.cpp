#include "Language.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace gpuplan::Language {

namespace {
std::unique_ptr<QTranslator> g_app;
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
    if (g_app)
        QCoreApplication::removeTranslator(g_app.get());
    if (g_qt)
        QCoreApplication::removeTranslator(g_qt.get());
    g_app = std::make_unique<QTranslator>();
    if (g_app->load(qmFile(locale)) ||
        g_app->load(QStringLiteral(":/i18n/gpuplan_") + locale + QStringLiteral(".qm")))
        QCoreApplication::installTranslator(g_app.get());
    g_qt = std::make_unique<QTranslator>();
    if (locale != QLatin1String("en") &&
        g_qt->load(QStringLiteral("qtbase_") + locale, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(g_qt.get());
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
    return g_current;
}

bool isChinese()
{
    return g_current.startsWith(QLatin1String("zh"));
}

QString translate(const QString& language, const char* context, const char* source,
                  const char* disambiguation)
{
    if (!language.startsWith(QLatin1String("zh")))
        return QString::fromUtf8(source);
    static QTranslator* zh = [] {
        auto* t = new QTranslator; // lives as long as the program
        if (!t->load(qmFile(QStringLiteral("zh_CN"))) && !t->load(QStringLiteral(":/i18n/gpuplan_zh_CN.qm")))
            qWarning("gpuplan: the Chinese translation is missing from the resources");
        return t;
    }();
    const QString t = zh->translate(context, source, disambiguation);
    return t.isEmpty() ? QString::fromUtf8(source) : t;
}

} // namespace gpuplan::Language
