from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_event_sms_stages_preview_body_channel import PostEventSmsStagesPreviewBodyChannel
from ..models.post_event_sms_stages_preview_body_stage_type import PostEventSmsStagesPreviewBodyStageType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostEventSmsStagesPreviewBody")


@_attrs_define
class PostEventSmsStagesPreviewBody:
    """
    Attributes:
        body (str):
        stage_type (PostEventSmsStagesPreviewBodyStageType | Unset):
        channel (PostEventSmsStagesPreviewBodyChannel | Unset):
        chat_template_id (int | None | Unset):
        chat_variables (list[str] | None | Unset):
    """

    body: str
    stage_type: PostEventSmsStagesPreviewBodyStageType | Unset = UNSET
    channel: PostEventSmsStagesPreviewBodyChannel | Unset = UNSET
    chat_template_id: int | None | Unset = UNSET
    chat_variables: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        body = self.body

        stage_type: str | Unset = UNSET
        if not isinstance(self.stage_type, Unset):
            stage_type = self.stage_type.value

        channel: str | Unset = UNSET
        if not isinstance(self.channel, Unset):
            channel = self.channel.value

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "body": body,
            }
        )
        if stage_type is not UNSET:
            field_dict["stage_type"] = stage_type
        if channel is not UNSET:
            field_dict["channel"] = channel
        if chat_template_id is not UNSET:
            field_dict["chat_template_id"] = chat_template_id
        if chat_variables is not UNSET:
            field_dict["chat_variables"] = chat_variables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        body = d.pop("body")

        _stage_type = d.pop("stage_type", UNSET)
        stage_type: PostEventSmsStagesPreviewBodyStageType | Unset
        if isinstance(_stage_type, Unset):
            stage_type = UNSET
        else:
            stage_type = PostEventSmsStagesPreviewBodyStageType(_stage_type)

        _channel = d.pop("channel", UNSET)
        channel: PostEventSmsStagesPreviewBodyChannel | Unset
        if isinstance(_channel, Unset):
            channel = UNSET
        else:
            channel = PostEventSmsStagesPreviewBodyChannel(_channel)

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

        post_event_sms_stages_preview_body = cls(
            body=body,
            stage_type=stage_type,
            channel=channel,
            chat_template_id=chat_template_id,
            chat_variables=chat_variables,
        )

        post_event_sms_stages_preview_body.additional_properties = d
        return post_event_sms_stages_preview_body

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
