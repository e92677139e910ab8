#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace gpuplan::Language {

namespace {
std::unique_ptr<QTranslator> g_app;
std::unique_ptr<QTranslator> g_qt;
QString g_current = QStringLiteral("en");
} // namespace

bool install(const QString& language)
{
    const QString l = language.trimmed();
    QString locale;
    if (l == QLatin1String("zh") || l == QLatin1String("zh_CN") || l == QLatin1String("zh-CN"))
        locale = QStringLiteral("zh_CN");
    else if (l == QLatin1String("en") || l.startsWith(QLatin1String("en_")))
        locale = QStringLiteral("en");
    else
        return false;
    if (g_app)
        QCoreApplication::removeTranslator(g_app.get());
    if (g_qt)
        QCoreApplication::removeTranslator(g_qt.get());
    g_app = std::make_unique<QTranslator>();
    if (g_app->load(QStringLiteral(":/i18n/gpuplan_") + locale + QStringLiteral(".qm")))
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
        if (!t->load(QStringLiteral(":/i18n/gpuplan_zh_CN.qm")))
            qWarning("gpuplan: the Chinese translation is missing from the resources");
        return t;
    }();
    const QString t = zh->translate(context, source, disambiguation);
    return t.isEmpty() ? QString::fromUtf8(source) : t;
}

} // namespace gpuplan::Language
