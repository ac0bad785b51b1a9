from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StageWithFigures")


@_attrs_define
class StageWithFigures:
    """A listed stage with its figures from the current eligible invitees and how its runs reached them

    Attributes:
        id (int):
        event_id (int):
        stage_type (Literal['custom'] | Literal['invitation'] | Literal['non_pledge_reminder'] |
            Literal['pledge_reminder'] | Literal['reminder'] | Literal['rsvp'] | Literal['thank_you']): Which invitees it
            goes to, never declined ones: invitation and rsvp the pending and invited, pledge_reminder those still owing,
            thank_you those who paid, …
        name (str):
        body (str): The SMS text, with stage placeholders such as {invitee_name}
        channel (Literal['chat'] | Literal['sms']):
        chat_template_id (int | None):
        chat_variables (list[str] | None):
        sms_fallback (bool): A chat stage sends the body by SMS to whom chat did not reach
        send_at (datetime.datetime | None):
        frequency (Literal['daily'] | Literal['monthly'] | Literal['once'] | Literal['weekly']):
        end_at (datetime.date | None):
        status (Literal['active'] | Literal['cancelled'] | Literal['completed'] | Literal['draft'] |
            Literal['scheduled'] | Literal['sending'] | Literal['sent']):
        sent_count (int): Messages sent by its runs
        last_run_at (datetime.datetime | None):
        next_run_at (datetime.datetime | None):
        last_skipped_at (datetime.datetime | None):
        last_skip_reason (None | str):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        eligible_invitees (int): Invitees it would go to now
        stage_total_sms (int): Credits of its body rendered for each eligible invitee (chat stages: one each)
        stage_remaining (int): What is left to send of that in the current run
        stage_cost (int): What a send now costs on the channel's wallet (chat stages: chat credits)
        reached_by_chat (int): Chat messages of its runs delivered
        reached_by_sms (int): SMS fallbacks of its runs sent
    """

    id: int
    event_id: int
    stage_type: (
        Literal["custom"]
        | Literal["invitation"]
        | Literal["non_pledge_reminder"]
        | Literal["pledge_reminder"]
        | Literal["reminder"]
        | Literal["rsvp"]
        | Literal["thank_you"]
    )
    name: str
    body: str
    channel: Literal["chat"] | Literal["sms"]
    chat_template_id: int | None
    chat_variables: list[str] | None
    sms_fallback: bool
    send_at: datetime.datetime | None
    frequency: Literal["daily"] | Literal["monthly"] | Literal["once"] | Literal["weekly"]
    end_at: datetime.date | None
    status: (
        Literal["active"]
        | Literal["cancelled"]
        | Literal["completed"]
        | Literal["draft"]
        | Literal["scheduled"]
        | Literal["sending"]
        | Literal["sent"]
    )
    sent_count: int
    last_run_at: datetime.datetime | None
    next_run_at: datetime.datetime | None
    last_skipped_at: datetime.datetime | None
    last_skip_reason: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    eligible_invitees: int
    stage_total_sms: int
    stage_remaining: int
    stage_cost: int
    reached_by_chat: int
    reached_by_sms: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event_id = self.event_id

        stage_type: (
            Literal["custom"]
            | Literal["invitation"]
            | Literal["non_pledge_reminder"]
            | Literal["pledge_reminder"]
            | Literal["reminder"]
            | Literal["rsvp"]
            | Literal["thank_you"]
        )
        stage_type = self.stage_type

        name = self.name

        body = self.body

        channel: Literal["chat"] | Literal["sms"]
        channel = self.channel

        chat_template_id: int | None
        chat_template_id = self.chat_template_id

        chat_variables: list[str] | None
        if isinstance(self.chat_variables, list):
            chat_variables = self.chat_variables

        else:
            chat_variables = self.chat_variables

        sms_fallback = self.sms_fallback

        send_at: None | str
        if isinstance(self.send_at, datetime.datetime):
            send_at = self.send_at.isoformat()
        else:
            send_at = self.send_at

        frequency: Literal["daily"] | Literal["monthly"] | Literal["once"] | Literal["weekly"]
        frequency = self.frequency

        end_at: None | str
        if isinstance(self.end_at, datetime.date):
            end_at = self.end_at.isoformat()
        else:
            end_at = self.end_at

        status: (
            Literal["active"]
            | Literal["cancelled"]
            | Literal["completed"]
            | Literal["draft"]
            | Literal["scheduled"]
            | Literal["sending"]
            | Literal["sent"]
        )
        status = self.status

        sent_count = self.sent_count

        last_run_at: None | str
        if isinstance(self.last_run_at, datetime.datetime):
            last_run_at = self.last_run_at.isoformat()
        else:
            last_run_at = self.last_run_at

        next_run_at: None | str
        if isinstance(self.next_run_at, datetime.datetime):
            next_run_at = self.next_run_at.isoformat()
        else:
            next_run_at = self.next_run_at

        last_skipped_at: None | str
        if isinstance(self.last_skipped_at, datetime.datetime):
            last_skipped_at = self.last_skipped_at.isoformat()
        else:
            last_skipped_at = self.last_skipped_at

        last_skip_reason: None | str
        last_skip_reason = self.last_skip_reason

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        eligible_invitees = self.eligible_invitees

        stage_total_sms = self.stage_total_sms

        stage_remaining = self.stage_remaining

        stage_cost = self.stage_cost

        reached_by_chat = self.reached_by_chat

        reached_by_sms = self.reached_by_sms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "event_id": event_id,
                "stage_type": stage_type,
                "name": name,
                "body": body,
                "channel": channel,
                "chat_template_id": chat_template_id,
                "chat_variables": chat_variables,
                "sms_fallback": sms_fallback,
                "send_at": send_at,
                "frequency": frequency,
                "end_at": end_at,
                "status": status,
                "sent_count": sent_count,
                "last_run_at": last_run_at,
                "next_run_at": next_run_at,
                "last_skipped_at": last_skipped_at,
                "last_skip_reason": last_skip_reason,
                "created_at": created_at,
                "updated_at": updated_at,
                "eligible_invitees": eligible_invitees,
                "stage_total_sms": stage_total_sms,
                "stage_remaining": stage_remaining,
                "stage_cost": stage_cost,
                "reached_by_chat": reached_by_chat,
                "reached_by_sms": reached_by_sms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("event_id")

        def _parse_stage_type(
            data: object,
        ) -> (
            Literal["custom"]
            | Literal["invitation"]
            | Literal["non_pledge_reminder"]
            | Literal["pledge_reminder"]
            | Literal["reminder"]
            | Literal["rsvp"]
            | Literal["thank_you"]
        ):
            stage_type_type_0 = cast(Literal["invitation"], data)
            if stage_type_type_0 != "invitation":
                raise ValueError(f"stage_type_type_0 must match const 'invitation', got '{stage_type_type_0}'")
            return stage_type_type_0
            stage_type_type_1 = cast(Literal["reminder"], data)
            if stage_type_type_1 != "reminder":
                raise ValueError(f"stage_type_type_1 must match const 'reminder', got '{stage_type_type_1}'")
            return stage_type_type_1
            stage_type_type_2 = cast(Literal["pledge_reminder"], data)
            if stage_type_type_2 != "pledge_reminder":
                raise ValueError(f"stage_type_type_2 must match const 'pledge_reminder', got '{stage_type_type_2}'")
            return stage_type_type_2
            stage_type_type_3 = cast(Literal["non_pledge_reminder"], data)
            if stage_type_type_3 != "non_pledge_reminder":
                raise ValueError(f"stage_type_type_3 must match const 'non_pledge_reminder', got '{stage_type_type_3}'")
            return stage_type_type_3
            stage_type_type_4 = cast(Literal["thank_you"], data)
            if stage_type_type_4 != "thank_you":
                raise ValueError(f"stage_type_type_4 must match const 'thank_you', got '{stage_type_type_4}'")
            return stage_type_type_4
            stage_type_type_5 = cast(Literal["rsvp"], data)
            if stage_type_type_5 != "rsvp":
                raise ValueError(f"stage_type_type_5 must match const 'rsvp', got '{stage_type_type_5}'")
            return stage_type_type_5
            stage_type_type_6 = cast(Literal["custom"], data)
            if stage_type_type_6 != "custom":
                raise ValueError(f"stage_type_type_6 must match const 'custom', got '{stage_type_type_6}'")
            return stage_type_type_6

        stage_type = _parse_stage_type(d.pop("stage_type"))

        name = d.pop("name")

        body = d.pop("body")

        def _parse_channel(data: object) -> Literal["chat"] | Literal["sms"]:
            channel_type_0 = cast(Literal["sms"], data)
            if channel_type_0 != "sms":
                raise ValueError(f"channel_type_0 must match const 'sms', got '{channel_type_0}'")
            return channel_type_0
            channel_type_1 = cast(Literal["chat"], data)
            if channel_type_1 != "chat":
                raise ValueError(f"channel_type_1 must match const 'chat', got '{channel_type_1}'")
            return channel_type_1

        channel = _parse_channel(d.pop("channel"))

        def _parse_chat_template_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        chat_template_id = _parse_chat_template_id(d.pop("chat_template_id"))

        def _parse_chat_variables(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                chat_variables_type_0 = cast(list[str], data)

                return chat_variables_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        chat_variables = _parse_chat_variables(d.pop("chat_variables"))

        sms_fallback = d.pop("sms_fallback")

        def _parse_send_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                send_at_type_0 = datetime.datetime.fromisoformat(data)

                return send_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        send_at = _parse_send_at(d.pop("send_at"))

        def _parse_frequency(
            data: object,
        ) -> Literal["daily"] | Literal["monthly"] | Literal["once"] | Literal["weekly"]:
            frequency_type_0 = cast(Literal["once"], data)
            if frequency_type_0 != "once":
                raise ValueError(f"frequency_type_0 must match const 'once', got '{frequency_type_0}'")
            return frequency_type_0
            frequency_type_1 = cast(Literal["daily"], data)
            if frequency_type_1 != "daily":
                raise ValueError(f"frequency_type_1 must match const 'daily', got '{frequency_type_1}'")
            return frequency_type_1
            frequency_type_2 = cast(Literal["weekly"], data)
            if frequency_type_2 != "weekly":
                raise ValueError(f"frequency_type_2 must match const 'weekly', got '{frequency_type_2}'")
            return frequency_type_2
            frequency_type_3 = cast(Literal["monthly"], data)
            if frequency_type_3 != "monthly":
                raise ValueError(f"frequency_type_3 must match const 'monthly', got '{frequency_type_3}'")
            return frequency_type_3

        frequency = _parse_frequency(d.pop("frequency"))

        def _parse_end_at(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_at_type_0 = datetime.date.fromisoformat(data)

                return end_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        end_at = _parse_end_at(d.pop("end_at"))

        def _parse_status(
            data: object,
        ) -> (
            Literal["active"]
            | Literal["cancelled"]
            | Literal["completed"]
            | Literal["draft"]
            | Literal["scheduled"]
            | Literal["sending"]
            | Literal["sent"]
        ):
            status_type_0 = cast(Literal["draft"], data)
            if status_type_0 != "draft":
                raise ValueError(f"status_type_0 must match const 'draft', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["scheduled"], data)
            if status_type_1 != "scheduled":
                raise ValueError(f"status_type_1 must match const 'scheduled', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["sending"], data)
            if status_type_2 != "sending":
                raise ValueError(f"status_type_2 must match const 'sending', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["sent"], data)
            if status_type_3 != "sent":
                raise ValueError(f"status_type_3 must match const 'sent', got '{status_type_3}'")
            return status_type_3
            status_type_4 = cast(Literal["active"], data)
            if status_type_4 != "active":
                raise ValueError(f"status_type_4 must match const 'active', got '{status_type_4}'")
            return status_type_4
            status_type_5 = cast(Literal["completed"], data)
            if status_type_5 != "completed":
                raise ValueError(f"status_type_5 must match const 'completed', got '{status_type_5}'")
            return status_type_5
            status_type_6 = cast(Literal["cancelled"], data)
            if status_type_6 != "cancelled":
                raise ValueError(f"status_type_6 must match const 'cancelled', got '{status_type_6}'")
            return status_type_6

        status = _parse_status(d.pop("status"))

        sent_count = d.pop("sent_count")

        def _parse_last_run_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_run_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_run_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_run_at = _parse_last_run_at(d.pop("last_run_at"))

        def _parse_next_run_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_run_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_run_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_run_at = _parse_next_run_at(d.pop("next_run_at"))

        def _parse_last_skipped_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_skipped_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_skipped_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_skipped_at = _parse_last_skipped_at(d.pop("last_skipped_at"))

        def _parse_last_skip_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_skip_reason = _parse_last_skip_reason(d.pop("last_skip_reason"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        eligible_invitees = d.pop("eligible_invitees")

        stage_total_sms = d.pop("stage_total_sms")

        stage_remaining = d.pop("stage_remaining")

        stage_cost = d.pop("stage_cost")

        reached_by_chat = d.pop("reached_by_chat")

        reached_by_sms = d.pop("reached_by_sms")

        stage_with_figures = cls(
            id=id,
            event_id=event_id,
            stage_type=stage_type,
            name=name,
            body=body,
            channel=channel,
            chat_template_id=chat_template_id,
            chat_variables=chat_variables,
            sms_fallback=sms_fallback,
            send_at=send_at,
            frequency=frequency,
            end_at=end_at,
            status=status,
            sent_count=sent_count,
            last_run_at=last_run_at,
            next_run_at=next_run_at,
            last_skipped_at=last_skipped_at,
            last_skip_reason=last_skip_reason,
            created_at=created_at,
            updated_at=updated_at,
            eligible_invitees=eligible_invitees,
            stage_total_sms=stage_total_sms,
            stage_remaining=stage_remaining,
            stage_cost=stage_cost,
            reached_by_chat=reached_by_chat,
            reached_by_sms=reached_by_sms,
        )

        return stage_with_figures
