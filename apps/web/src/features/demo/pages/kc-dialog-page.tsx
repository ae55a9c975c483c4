import { Button, Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm';
import { PageHeader } from '../../../components/ui/page-header';
import { DemoBlock, DemoIntro } from '../components/demo-intro';
import styles from '../components/demo.module.css';

/** /demo/kc-dialog: the confirmation dialog of spec 9 and a bottom popup. */
export default function KcDialogPage() {
  const [answer, setAnswer] = useState('');
  const [popup, setPopup] = useState(false);
  const ask = async (danger: boolean) => {
    const ok = await confirmAction(danger ? '删除后不可恢复，确定删除吗？' : undefined, {
      title: danger ? '删除草稿' : undefined,
      danger,
    });
    setAnswer(ok ? '你点了“确定”' : '你点了“取消”');
  };
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="confirmAction 确认对话框"
        file="components/ui/confirm.tsx"
        usedIn="删除草稿、下架票券、退出登录、离开未保存的编辑页等需要二次确认的操作"
      >
        默认文字“是否确定？”，按钮“确定 / 取消”，点遮罩不关闭；返回 Promise&lt;boolean&gt;。危险操作的“确定”为红色。
      </DemoIntro>
      <DemoBlock title="确认对话框">
        <div className={styles.stack}>
          <Button block onClick={() => void ask(false)}>
            普通确认
          </Button>
          <Button block color="danger" fill="outline" onClick={() => void ask(true)}>
            危险操作确认
          </Button>
          <Button
            block
            onClick={() =>
              void Dialog.alert({ content: '操作已完成', confirmText: '我知道了' }).then(() =>
                setAnswer('提示框已关闭'),
              )
            }
          >
            提示框
          </Button>
        </div>
        {answer && (
          <p className={styles.result} role="status">
            {answer}
          </p>
        )}
      </DemoBlock>
      <DemoBlock title="底部弹出层">
        <Button block color="primary" fill="outline" onClick={() => setPopup(true)}>
          打开弹出层
        </Button>
      </DemoBlock>
      <Popup
        visible={popup}
        onMaskClick={() => setPopup(false)}
        onClose={() => setPopup(false)}
        aria-label="弹出层示例"
      >
        <div className={styles.popup}>
          <h2>弹出层示例</h2>
          <p className={styles.result}>用于协议阅读、选择器和表单补充信息；弹出时页面上已输入的内容保持不变。</p>
          <Button block color="primary" onClick={() => setPopup(false)}>
            关闭
          </Button>
        </div>
      </Popup>
    </div>
  );
}
