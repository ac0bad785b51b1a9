from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_event_sms_stages_body_channel import PostEventSmsStagesBodyChannel
from ..models.post_event_sms_stages_body_frequency import PostEventSmsStagesBodyFrequency
from ..models.post_event_sms_stages_body_stage_type import PostEventSmsStagesBodyStageType
from ..models.post_event_sms_stages_body_status import PostEventSmsStagesBodyStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostEventSmsStagesBody")


@_attrs_define
class PostEventSmsStagesBody:
    """
    Attributes:
        stage_type (PostEventSmsStagesBodyStageType):
        name (str):
        body (str):
        channel (PostEventSmsStagesBodyChannel | Unset):
        frequency (PostEventSmsStagesBodyFrequency | Unset):
        status (PostEventSmsStagesBodyStatus | Unset):
        chat_template_id (int | None | Unset):
        chat_variables (list[str] | None | Unset):
        sms_fallback (bool | Unset):
        send_at (datetime.datetime | None | Unset): ISO 8601 datetime. With Z or an offset (2026-12-01T06:00:00Z,
            2026-12-01T09:00+03:00) it is that instant; without one (2026-12-01 09:00, 2026-12-01T09:00:00) it is Dar es
            Salaam time (UTC+3): all four examples name 06:00Z.
        end_at (datetime.date | None | Unset):
    """

    stage_type: PostEventSmsStagesBodyStageType
    name: str
    body: str
    channel: PostEventSmsStagesBodyChannel | Unset = UNSET
    frequency: PostEventSmsStagesBodyFrequency | Unset = UNSET
    status: PostEventSmsStagesBodyStatus | Unset = UNSET
    chat_template_id: int | None | Unset = UNSET
    chat_variables: list[str] | None | Unset = UNSET
    sms_fallback: bool | Unset = UNSET
    send_at: datetime.datetime | None | Unset = UNSET
    end_at: datetime.date | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stage_type = self.stage_type.value

        name = self.name

        body = self.body

        channel: str | Unset = UNSET
        if not isinstance(self.channel, Unset):
            channel = self.channel.value

        frequency: str | Unset = UNSET
        if not isinstance(self.frequency, Unset):
            frequency = self.frequency.value

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        chat_template_id: int | None | Unset
        if isinstance(self.chat_template_id, Unset):
            chat_template_id = UNSET
        else:
            chat_template_id = self.chat_template_id

        chat_variables: list[str] | None | Unset
        if isinstance(self.chat_variables, Unset):
            chat_variables = UNSET
        elif isinstance(self.chat_variables, list):
            chat_variables = self.chat_variables

        else:
            chat_variables = self.chat_variables

        sms_fallback = self.sms_fallback

        send_at: None | str | Unset
        if isinstance(self.send_at, Unset):
            send_at = UNSET
        elif isinstance(self.send_at, datetime.datetime):
            send_at = self.send_at.isoformat()
        else:
            send_at = self.send_at

        end_at: None | str | Unset
        if isinstance(self.end_at, Unset):
            end_at = UNSET
        elif isinstance(self.end_at, datetime.date):
            end_at = self.end_at.isoformat()
        else:
            end_at = self.end_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stage_type": stage_type,
                "name": name,
                "body": body,
            }
        )
        if channel is not UNSET:
            field_dict["channel"] = channel
        if frequency is not UNSET:
            field_dict["frequency"] = frequency
        if status is not UNSET:
            field_dict["status"] = status
        if chat_template_id is not UNSET:
            field_dict["chat_template_id"] = chat_template_id
        if chat_variables is not UNSET:
            field_dict["chat_variables"] = chat_variables
        if sms_fallback is not UNSET:
            field_dict["sms_fallback"] = sms_fallback
        if send_at is not UNSET:
            field_dict["send_at"] = send_at
        if end_at is not UNSET:
            field_dict["end_at"] = end_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stage_type = PostEventSmsStagesBodyStageType(d.pop("stage_type"))

        name = d.pop("name")

        body = d.pop("body")

        _channel = d.pop("channel", UNSET)
        channel: PostEventSmsStagesBodyChannel | Unset
        if isinstance(_channel, Unset):
            channel = UNSET
        else:
            channel = PostEventSmsStagesBodyChannel(_channel)

        _frequency = d.pop("frequency", UNSET)
        frequency: PostEventSmsStagesBodyFrequency | Unset
        if isinstance(_frequency, Unset):
            frequency = UNSET
        else:
            frequency = PostEventSmsStagesBodyFrequency(_frequency)

        _status = d.pop("status", UNSET)
        status: PostEventSmsStagesBodyStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = PostEventSmsStagesBodyStatus(_status)

        def _parse_chat_template_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        chat_template_id = _parse_chat_template_id(d.pop("chat_template_id", UNSET))

        def _parse_chat_variables(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                chat_variables_type_0 = cast(list[str], data)

                return chat_variables_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        chat_variables = _parse_chat_variables(d.pop("chat_variables", UNSET))

        sms_fallback = d.pop("sms_fallback", UNSET)

        def _parse_send_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                send_at_type_0 = datetime.datetime.fromisoformat(data)

                return send_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        send_at = _parse_send_at(d.pop("send_at", UNSET))

        def _parse_end_at(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_at_type_0 = datetime.date.fromisoformat(data)

                return end_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        end_at = _parse_end_at(d.pop("end_at", UNSET))

        post_event_sms_stages_body = cls(
            stage_type=stage_type,
            name=name,
            body=body,
            channel=channel,
            frequency=frequency,
            status=status,
            chat_template_id=chat_template_id,
            chat_variables=chat_variables,
            sms_fallback=sms_fallback,
            send_at=send_at,
            end_at=end_at,
        )

        post_event_sms_stages_body.additional_properties = d
        return post_event_sms_stages_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
