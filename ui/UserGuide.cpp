#include "UserGuide.h"

#include "ScreenFit.h"

#include "quotes/QuoteCsv.h"
#include "util/Language.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuplan {

QString UserGuide::text(const QString& language)
{
    QFile f(language.startsWith(QLatin1String("zh")) ? QStringLiteral(":/gpuplan/guide/guide-zh.html")
                                                     : QStringLiteral(":/gpuplan/guide/guide-en.html"));
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    QString html = QString::fromUtf8(f.readAll());
    // The columns come from the importer's table, so the guide cannot drift from what is read.
    html.replace(QStringLiteral("{{quote_columns}}"), QuoteCsv::columnList(false).toHtmlEscaped());
    return html;
}

UserGuide::UserGuide(QWidget* parent) : QDialog(parent), m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("User guide"));
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenExternalLinks(false);
    m_browser->setHtml(text(Language::current()));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    fitToScreen(this, QSize(820, 680));
}

QString UserGuide::html() const
{
    return m_browser->toPlainText();
}

} // namespace gpuplan
