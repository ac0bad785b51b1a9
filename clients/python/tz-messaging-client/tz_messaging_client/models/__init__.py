"""Contains all the data models used in inputs/outputs"""

from .api_key import ApiKey
from .balance_low_webhook import BalanceLowWebhook
from .balance_low_webhook_data import BalanceLowWebhookData
from .balances import Balances
from .batch import Batch
from .batch_audience import BatchAudience
from .batch_cancellation import BatchCancellation
from .batch_completed_webhook import BatchCompletedWebhook
from .batch_completed_webhook_data import BatchCompletedWebhookData
from .batch_completed_webhook_data_counts import BatchCompletedWebhookDataCounts
from .batch_detail import BatchDetail
from .batch_detail_audience import BatchDetailAudience
from .batch_detail_counts import BatchDetailCounts
from .batch_detail_user_type_0 import BatchDetailUserType0
from .batch_resend import BatchResend
from .batch_user_type_0 import BatchUserType0
from .bulk_send_accepted import BulkSendAccepted
from .bulk_send_accepted_rejected_item import BulkSendAcceptedRejectedItem
from .caller import Caller
from .chat_inbound_message import ChatInboundMessage
from .chat_inbound_message_contact_type_0 import ChatInboundMessageContactType0
from .chat_inbound_message_invitee_type_0 import ChatInboundMessageInviteeType0
from .chat_message import ChatMessage
from .chat_message_error_type_0 import ChatMessageErrorType0
from .chat_message_template_type_0 import ChatMessageTemplateType0
from .chat_message_user_type_0 import ChatMessageUserType0
from .chat_send_accepted import ChatSendAccepted
from .chat_status_webhook import ChatStatusWebhook
from .chat_template import ChatTemplate
from .check_in import CheckIn
from .check_in_entry import CheckInEntry
from .check_in_entry_invitee import CheckInEntryInvitee
from .check_in_entry_superseded_by_type_0 import CheckInEntrySupersededByType0
from .check_in_entry_superseded_by_type_0_usher_type_0 import CheckInEntrySupersededByType0UsherType0
from .check_in_entry_usher_type_0 import CheckInEntryUsherType0
from .check_in_invitee import CheckInInvitee
from .check_in_superseded_item import CheckInSupersededItem
from .checkout import Checkout
from .contact import Contact
from .contact_groups_item import ContactGroupsItem
from .contact_import import ContactImport
from .contact_import_errors_item import ContactImportErrorsItem
from .contact_invites import ContactInvites
from .contacts_deleted import ContactsDeleted
from .created_api_key import CreatedApiKey
from .dashboard import Dashboard
from .dashboard_upcoming_holiday_type_0 import DashboardUpcomingHolidayType0
from .delete_api_key_response_200 import DeleteApiKeyResponse200
from .delete_contact_response_200 import DeleteContactResponse200
from .delete_contacts_bulk_body import DeleteContactsBulkBody
from .delete_event_check_in_response_200 import DeleteEventCheckInResponse200
from .delete_event_invitee_response_200 import DeleteEventInviteeResponse200
from .delete_event_member_response_200 import DeleteEventMemberResponse200
from .delete_event_payment_response_200 import DeleteEventPaymentResponse200
from .delete_event_response_200 import DeleteEventResponse200
from .delete_event_sms_stage_response_200 import DeleteEventSmsStageResponse200
from .delete_group_contacts_body import DeleteGroupContactsBody
from .delete_group_response_200 import DeleteGroupResponse200
from .delete_messages_bulk_body import DeleteMessagesBulkBody
from .delete_opt_out_channel import DeleteOptOutChannel
from .delete_opt_out_response_200 import DeleteOptOutResponse200
from .delete_sender_id_response_200 import DeleteSenderIdResponse200
from .delete_template_response_200 import DeleteTemplateResponse200
from .delete_user_response_200 import DeleteUserResponse200
from .delete_webhook_endpoint_response_200 import DeleteWebhookEndpointResponse200
from .delivery_callback_received import DeliveryCallbackReceived
from .door_event import DoorEvent
from .door_guest import DoorGuest
from .door_list import DoorList
from .error import Error
from .error_code import ErrorCode
from .event import Event
from .event_member import EventMember
from .event_member_user import EventMemberUser
from .event_mobile_money_item import EventMobileMoneyItem
from .event_payment import EventPayment
from .event_payment_invitee import EventPaymentInvitee
from .event_payment_recorded_by_type_0 import EventPaymentRecordedByType0
from .event_payment_webhook import EventPaymentWebhook
from .event_payment_webhook_data import EventPaymentWebhookData
from .event_payment_webhook_data_invitee import EventPaymentWebhookDataInvitee
from .event_role import EventRole
from .gateway_report import GatewayReport
from .gateway_report_error import GatewayReportError
from .gateway_report_status import GatewayReportStatus
from .gateway_results import GatewayResults
from .get_api_keys_response_200 import GetApiKeysResponse200
from .get_chat_batch_response_200 import GetChatBatchResponse200
from .get_chat_batches_response_200 import GetChatBatchesResponse200
from .get_chat_inbox_response_200 import GetChatInboxResponse200
from .get_chat_message_response_200 import GetChatMessageResponse200
from .get_chat_messages_response_200 import GetChatMessagesResponse200
from .get_chat_messages_status import GetChatMessagesStatus
from .get_chat_templates_response_200 import GetChatTemplatesResponse200
from .get_contact_response_200 import GetContactResponse200
from .get_contacts_response_200 import GetContactsResponse200
from .get_door_events_response_200 import GetDoorEventsResponse200
from .get_event_audit_response_200 import GetEventAuditResponse200
from .get_event_cards_pdf_lang import GetEventCardsPdfLang
from .get_event_check_ins_response_200 import GetEventCheckInsResponse200
from .get_event_check_ins_superseded import GetEventCheckInsSuperseded
from .get_event_door_list_response_200 import GetEventDoorListResponse200
from .get_event_invitee_card_png_lang import GetEventInviteeCardPngLang
from .get_event_invitees_response_200 import GetEventInviteesResponse200
from .get_event_invitees_status import GetEventInviteesStatus
from .get_event_members_response_200 import GetEventMembersResponse200
from .get_event_payments_response_200 import GetEventPaymentsResponse200
from .get_event_response_200 import GetEventResponse200
from .get_event_sms_stages_response_200 import GetEventSmsStagesResponse200
from .get_events_response_200 import GetEventsResponse200
from .get_events_status import GetEventsStatus
from .get_group_contacts_response_200 import GetGroupContactsResponse200
from .get_group_response_200 import GetGroupResponse200
from .get_groups_response_200 import GetGroupsResponse200
from .get_message_response_200 import GetMessageResponse200
from .get_messages_response_200 import GetMessagesResponse200
from .get_messages_status import GetMessagesStatus
from .get_opt_outs_channel import GetOptOutsChannel
from .get_opt_outs_response_200 import GetOptOutsResponse200
from .get_payments_return_lang import GetPaymentsReturnLang
from .get_sender_ids_response_200 import GetSenderIdsResponse200
from .get_settings_response_200 import GetSettingsResponse200
from .get_sms_batch_response_200 import GetSmsBatchResponse200
from .get_sms_batches_response_200 import GetSmsBatchesResponse200
from .get_sms_inbox_response_200 import GetSmsInboxResponse200
from .get_sms_packages_response_200 import GetSmsPackagesResponse200
from .get_sms_purchase_status_response_200 import GetSmsPurchaseStatusResponse200
from .get_sms_purchases_channel import GetSmsPurchasesChannel
from .get_sms_purchases_response_200 import GetSmsPurchasesResponse200
from .get_sms_purchases_status import GetSmsPurchasesStatus
from .get_template_response_200 import GetTemplateResponse200
from .get_templates_response_200 import GetTemplatesResponse200
from .get_user_response_200 import GetUserResponse200
from .get_users_response_200 import GetUsersResponse200
from .get_webhook_endpoint_deliveries_response_200 import GetWebhookEndpointDeliveriesResponse200
from .get_webhook_endpoint_deliveries_status import GetWebhookEndpointDeliveriesStatus
from .get_webhook_endpoint_deliveries_type import GetWebhookEndpointDeliveriesType
from .get_webhook_endpoint_response_200 import GetWebhookEndpointResponse200
from .get_webhook_endpoints_response_200 import GetWebhookEndpointsResponse200
from .group import Group
from .group_members_attached import GroupMembersAttached
from .group_members_detached import GroupMembersDetached
from .group_send_accepted import GroupSendAccepted
from .invitee import Invitee
from .invitee_file_import import InviteeFileImport
from .invitee_file_import_errors_item import InviteeFileImportErrorsItem
from .invitee_rsvp_webhook import InviteeRsvpWebhook
from .invitee_rsvp_webhook_data import InviteeRsvpWebhookData
from .managed_user import ManagedUser
from .message import Message
from .message_contact_type_0 import MessageContactType0
from .message_group_type_0 import MessageGroupType0
from .message_status_data import MessageStatusData
from .message_status_webhook import MessageStatusWebhook
from .message_user_type_0 import MessageUserType0
from .messages_deleted import MessagesDeleted
from .opt_out import OptOut
from .opt_out_contact_type_0 import OptOutContactType0
from .page_links import PageLinks
from .page_meta import PageMeta
from .patch_profile_body import PatchProfileBody
from .patch_settings_body import PatchSettingsBody
from .patch_settings_body_quiet_hours_type_0 import PatchSettingsBodyQuietHoursType0
from .patch_settings_response_200 import PatchSettingsResponse200
from .patch_webhook_endpoint_body import PatchWebhookEndpointBody
from .patch_webhook_endpoint_body_events_item import PatchWebhookEndpointBodyEventsItem
from .patch_webhook_endpoint_response_200 import PatchWebhookEndpointResponse200
from .payment_audit_entry import PaymentAuditEntry
from .payment_audit_entry_invitee import PaymentAuditEntryInvitee
from .payment_audit_entry_user_type_0 import PaymentAuditEntryUserType0
from .payment_notification_ack import PaymentNotificationAck
from .permission import Permission
from .post_api_keys_body import PostApiKeysBody
from .post_api_keys_response_201 import PostApiKeysResponse201
from .post_chat_batch_resend_body import PostChatBatchResendBody
from .post_chat_batch_resend_body_statuses_item import PostChatBatchResendBodyStatusesItem
from .post_chat_message_cancel_response_200 import PostChatMessageCancelResponse200
from .post_chat_send_body import PostChatSendBody
from .post_chat_send_bulk_body import PostChatSendBulkBody
from .post_contacts_body import PostContactsBody
from .post_contacts_import_csv_body import PostContactsImportCsvBody
from .post_contacts_import_vcf_body import PostContactsImportVcfBody
from .post_contacts_response_201 import PostContactsResponse201
from .post_event_check_ins_body import PostEventCheckInsBody
from .post_event_check_ins_response_201 import PostEventCheckInsResponse201
from .post_event_invitee_card_reissue_response_200 import PostEventInviteeCardReissueResponse200
from .post_event_invitees_body import PostEventInviteesBody
from .post_event_invitees_body_card_type import PostEventInviteesBodyCardType
from .post_event_invitees_body_status import PostEventInviteesBodyStatus
from .post_event_invitees_import_body import PostEventInviteesImportBody
from .post_event_invitees_import_body_card_type import PostEventInviteesImportBodyCardType
from .post_event_invitees_import_file_body import PostEventInviteesImportFileBody
from .post_event_invitees_response_201 import PostEventInviteesResponse201
from .post_event_members_body import PostEventMembersBody
from .post_event_members_body_role import PostEventMembersBodyRole
from .post_event_members_response_200 import PostEventMembersResponse200
from .post_event_members_response_201 import PostEventMembersResponse201
from .post_event_payments_body import PostEventPaymentsBody
from .post_event_payments_body_payment_method import PostEventPaymentsBodyPaymentMethod
from .post_event_payments_response_201 import PostEventPaymentsResponse201
from .post_event_sms_stages_body import PostEventSmsStagesBody
from .post_event_sms_stages_body_channel import PostEventSmsStagesBodyChannel
from .post_event_sms_stages_body_frequency import PostEventSmsStagesBodyFrequency
from .post_event_sms_stages_body_stage_type import PostEventSmsStagesBodyStageType
from .post_event_sms_stages_body_status import PostEventSmsStagesBodyStatus
from .post_event_sms_stages_preview_body import PostEventSmsStagesPreviewBody
from .post_event_sms_stages_preview_body_channel import PostEventSmsStagesPreviewBodyChannel
from .post_event_sms_stages_preview_body_stage_type import PostEventSmsStagesPreviewBodyStageType
from .post_event_sms_stages_preview_response_200 import PostEventSmsStagesPreviewResponse200
from .post_event_sms_stages_response_201 import PostEventSmsStagesResponse201
from .post_events_body import PostEventsBody
from .post_events_body_mobile_money_type_0_item import PostEventsBodyMobileMoneyType0Item
from .post_events_body_mobile_money_type_0_item_provider import PostEventsBodyMobileMoneyType0ItemProvider
from .post_events_body_status import PostEventsBodyStatus
from .post_events_body_type import PostEventsBodyType
from .post_events_response_201 import PostEventsResponse201
from .post_forgot_password_body import PostForgotPasswordBody
from .post_forgot_password_response_200 import PostForgotPasswordResponse200
from .post_group_contacts_body import PostGroupContactsBody
from .post_groups_body import PostGroupsBody
from .post_groups_response_201 import PostGroupsResponse201
from .post_login_body import PostLoginBody
from .post_logout_response_200 import PostLogoutResponse200
from .post_message_cancel_response_200 import PostMessageCancelResponse200
from .post_message_check_status_response_200 import PostMessageCheckStatusResponse200
from .post_opt_outs_body import PostOptOutsBody
from .post_opt_outs_body_channel import PostOptOutsBodyChannel
from .post_opt_outs_response_200 import PostOptOutsResponse200
from .post_opt_outs_response_201 import PostOptOutsResponse201
from .post_register_body import PostRegisterBody
from .post_reset_password_body import PostResetPasswordBody
from .post_reset_password_response_200 import PostResetPasswordResponse200
from .post_sender_ids_body import PostSenderIdsBody
from .post_sender_ids_response_201 import PostSenderIdsResponse201
from .post_sms_batch_resend_body import PostSmsBatchResendBody
from .post_sms_batch_resend_body_statuses_item import PostSmsBatchResendBodyStatusesItem
from .post_sms_preview_body import PostSmsPreviewBody
from .post_sms_purchases_body import PostSmsPurchasesBody
from .post_sms_purchases_body_channel import PostSmsPurchasesBodyChannel
from .post_sms_purchases_online_body import PostSmsPurchasesOnlineBody
from .post_sms_purchases_online_body_channel import PostSmsPurchasesOnlineBodyChannel
from .post_sms_purchases_online_response_201 import PostSmsPurchasesOnlineResponse201
from .post_sms_purchases_response_201 import PostSmsPurchasesResponse201
from .post_sms_send_body import PostSmsSendBody
from .post_sms_send_bulk_body import PostSmsSendBulkBody
from .post_sms_send_bulk_body_invalid import PostSmsSendBulkBodyInvalid
from .post_sms_send_bulk_body_messages_item import PostSmsSendBulkBodyMessagesItem
from .post_sms_send_group_by_group_id_body import PostSmsSendGroupByGroupIdBody
from .post_sms_send_response_201 import PostSmsSendResponse201
from .post_templates_body import PostTemplatesBody
from .post_templates_response_201 import PostTemplatesResponse201
from .post_user_password_reset_response_202 import PostUserPasswordResetResponse202
from .post_users_body import PostUsersBody
from .post_users_body_role import PostUsersBodyRole
from .post_users_response_201 import PostUsersResponse201
from .post_webhook_endpoint_delivery_redeliver_response_202 import PostWebhookEndpointDeliveryRedeliverResponse202
from .post_webhook_endpoint_rotate_secret_response_200 import PostWebhookEndpointRotateSecretResponse200
from .post_webhook_endpoint_test_response_202 import PostWebhookEndpointTestResponse202
from .post_webhook_endpoints_body import PostWebhookEndpointsBody
from .post_webhook_endpoints_body_events_item import PostWebhookEndpointsBodyEventsItem
from .post_webhook_endpoints_response_201 import PostWebhookEndpointsResponse201
from .post_webhooks_chat_response_200 import PostWebhooksChatResponse200
from .post_webhooks_sms_inbound_by_token_response_200 import PostWebhooksSmsInboundByTokenResponse200
from .purchase import Purchase
from .purchase_approved_webhook import PurchaseApprovedWebhook
from .purchase_approved_webhook_data import PurchaseApprovedWebhookData
from .purchase_request import PurchaseRequest
from .purchase_status_check import PurchaseStatusCheck
from .put_contact_body import PutContactBody
from .put_contact_response_200 import PutContactResponse200
from .put_event_body import PutEventBody
from .put_event_body_mobile_money_type_0_item import PutEventBodyMobileMoneyType0Item
from .put_event_body_mobile_money_type_0_item_provider import PutEventBodyMobileMoneyType0ItemProvider
from .put_event_body_status import PutEventBodyStatus
from .put_event_body_type import PutEventBodyType
from .put_event_invitee_body import PutEventInviteeBody
from .put_event_invitee_body_card_type import PutEventInviteeBodyCardType
from .put_event_invitee_body_status import PutEventInviteeBodyStatus
from .put_event_invitee_response_200 import PutEventInviteeResponse200
from .put_event_payment_body import PutEventPaymentBody
from .put_event_payment_body_payment_method import PutEventPaymentBodyPaymentMethod
from .put_event_payment_response_200 import PutEventPaymentResponse200
from .put_event_response_200 import PutEventResponse200
from .put_event_sms_stage_body import PutEventSmsStageBody
from .put_event_sms_stage_body_channel import PutEventSmsStageBodyChannel
from .put_event_sms_stage_body_frequency import PutEventSmsStageBodyFrequency
from .put_event_sms_stage_body_stage_type import PutEventSmsStageBodyStageType
from .put_event_sms_stage_body_status import PutEventSmsStageBodyStatus
from .put_event_sms_stage_response_200 import PutEventSmsStageResponse200
from .put_group_body import PutGroupBody
from .put_group_response_200 import PutGroupResponse200
from .put_template_body import PutTemplateBody
from .put_template_response_200 import PutTemplateResponse200
from .put_user_body import PutUserBody
from .put_user_body_role import PutUserBodyRole
from .put_user_response_200 import PutUserResponse200
from .registration import Registration
from .rule_error import RuleError
from .sender_id import SenderId
from .session import Session
from .settings import Settings
from .settings_quiet_hours_type_0 import SettingsQuietHoursType0
from .sms_inbound_message import SmsInboundMessage
from .sms_package import SmsPackage
from .sms_preview import SmsPreview
from .stage import Stage
from .stage_preview import StagePreview
from .stage_send import StageSend
from .stage_with_figures import StageWithFigures
from .template import Template
from .tenant import Tenant
from .upcoming_birthday import UpcomingBirthday
from .user import User
from .validation_error import ValidationError
from .validation_error_code import ValidationErrorCode
from .validation_error_errors import ValidationErrorErrors
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem
from .webhook_delivery_data import WebhookDeliveryData
from .webhook_delivery_type import WebhookDeliveryType
from .webhook_endpoint import WebhookEndpoint
from .webhook_endpoint_with_secret import WebhookEndpointWithSecret
from .webhook_event_type import WebhookEventType
from .webhook_test_webhook import WebhookTestWebhook
from .webhook_test_webhook_data import WebhookTestWebhookData

__all__ = (
    "ApiKey",
    "BalanceLowWebhook",
    "BalanceLowWebhookData",
    "Balances",
    "Batch",
    "BatchAudience",
    "BatchCancellation",
    "BatchCompletedWebhook",
    "BatchCompletedWebhookData",
    "BatchCompletedWebhookDataCounts",
    "BatchDetail",
    "BatchDetailAudience",
    "BatchDetailCounts",
    "BatchDetailUserType0",
    "BatchResend",
    "BatchUserType0",
    "BulkSendAccepted",
    "BulkSendAcceptedRejectedItem",
    "Caller",
    "ChatInboundMessage",
    "ChatInboundMessageContactType0",
    "ChatInboundMessageInviteeType0",
    "ChatMessage",
    "ChatMessageErrorType0",
    "ChatMessageTemplateType0",
    "ChatMessageUserType0",
    "ChatSendAccepted",
    "ChatStatusWebhook",
    "ChatTemplate",
    "CheckIn",
    "CheckInEntry",
    "CheckInEntryInvitee",
    "CheckInEntrySupersededByType0",
    "CheckInEntrySupersededByType0UsherType0",
    "CheckInEntryUsherType0",
    "CheckInInvitee",
    "CheckInSupersededItem",
    "Checkout",
    "Contact",
    "ContactGroupsItem",
    "ContactImport",
    "ContactImportErrorsItem",
    "ContactInvites",
    "ContactsDeleted",
    "CreatedApiKey",
    "Dashboard",
    "DashboardUpcomingHolidayType0",
    "DeleteApiKeyResponse200",
    "DeleteContactResponse200",
    "DeleteContactsBulkBody",
    "DeleteEventCheckInResponse200",
    "DeleteEventInviteeResponse200",
    "DeleteEventMemberResponse200",
    "DeleteEventPaymentResponse200",
    "DeleteEventResponse200",
    "DeleteEventSmsStageResponse200",
    "DeleteGroupContactsBody",
    "DeleteGroupResponse200",
    "DeleteMessagesBulkBody",
    "DeleteOptOutChannel",
    "DeleteOptOutResponse200",
    "DeleteSenderIdResponse200",
    "DeleteTemplateResponse200",
    "DeleteUserResponse200",
    "DeleteWebhookEndpointResponse200",
    "DeliveryCallbackReceived",
    "DoorEvent",
    "DoorGuest",
    "DoorList",
    "Error",
    "ErrorCode",
    "Event",
    "EventMember",
    "EventMemberUser",
    "EventMobileMoneyItem",
    "EventPayment",
    "EventPaymentInvitee",
    "EventPaymentRecordedByType0",
    "EventPaymentWebhook",
    "EventPaymentWebhookData",
    "EventPaymentWebhookDataInvitee",
    "EventRole",
    "GatewayReport",
    "GatewayReportError",
    "GatewayReportStatus",
    "GatewayResults",
    "GetApiKeysResponse200",
    "GetChatBatchesResponse200",
    "GetChatBatchResponse200",
    "GetChatInboxResponse200",
    "GetChatMessageResponse200",
    "GetChatMessagesResponse200",
    "GetChatMessagesStatus",
    "GetChatTemplatesResponse200",
    "GetContactResponse200",
    "GetContactsResponse200",
    "GetDoorEventsResponse200",
    "GetEventAuditResponse200",
    "GetEventCardsPdfLang",
    "GetEventCheckInsResponse200",
    "GetEventCheckInsSuperseded",
    "GetEventDoorListResponse200",
    "GetEventInviteeCardPngLang",
    "GetEventInviteesResponse200",
    "GetEventInviteesStatus",
    "GetEventMembersResponse200",
    "GetEventPaymentsResponse200",
    "GetEventResponse200",
    "GetEventSmsStagesResponse200",
    "GetEventsResponse200",
    "GetEventsStatus",
    "GetGroupContactsResponse200",
    "GetGroupResponse200",
    "GetGroupsResponse200",
    "GetMessageResponse200",
    "GetMessagesResponse200",
    "GetMessagesStatus",
    "GetOptOutsChannel",
    "GetOptOutsResponse200",
    "GetPaymentsReturnLang",
    "GetSenderIdsResponse200",
    "GetSettingsResponse200",
    "GetSmsBatchesResponse200",
    "GetSmsBatchResponse200",
    "GetSmsInboxResponse200",
    "GetSmsPackagesResponse200",
    "GetSmsPurchasesChannel",
    "GetSmsPurchasesResponse200",
    "GetSmsPurchasesStatus",
    "GetSmsPurchaseStatusResponse200",
    "GetTemplateResponse200",
    "GetTemplatesResponse200",
    "GetUserResponse200",
    "GetUsersResponse200",
    "GetWebhookEndpointDeliveriesResponse200",
    "GetWebhookEndpointDeliveriesStatus",
    "GetWebhookEndpointDeliveriesType",
    "GetWebhookEndpointResponse200",
    "GetWebhookEndpointsResponse200",
    "Group",
    "GroupMembersAttached",
    "GroupMembersDetached",
    "GroupSendAccepted",
    "Invitee",
    "InviteeFileImport",
    "InviteeFileImportErrorsItem",
    "InviteeRsvpWebhook",
    "InviteeRsvpWebhookData",
    "ManagedUser",
    "Message",
    "MessageContactType0",
    "MessageGroupType0",
    "MessagesDeleted",
    "MessageStatusData",
    "MessageStatusWebhook",
    "MessageUserType0",
    "OptOut",
    "OptOutContactType0",
    "PageLinks",
    "PageMeta",
    "PatchProfileBody",
    "PatchSettingsBody",
    "PatchSettingsBodyQuietHoursType0",
    "PatchSettingsResponse200",
    "PatchWebhookEndpointBody",
    "PatchWebhookEndpointBodyEventsItem",
    "PatchWebhookEndpointResponse200",
    "PaymentAuditEntry",
    "PaymentAuditEntryInvitee",
    "PaymentAuditEntryUserType0",
    "PaymentNotificationAck",
    "Permission",
    "PostApiKeysBody",
    "PostApiKeysResponse201",
    "PostChatBatchResendBody",
    "PostChatBatchResendBodyStatusesItem",
    "PostChatMessageCancelResponse200",
    "PostChatSendBody",
    "PostChatSendBulkBody",
    "PostContactsBody",
    "PostContactsImportCsvBody",
    "PostContactsImportVcfBody",
    "PostContactsResponse201",
    "PostEventCheckInsBody",
    "PostEventCheckInsResponse201",
    "PostEventInviteeCardReissueResponse200",
    "PostEventInviteesBody",
    "PostEventInviteesBodyCardType",
    "PostEventInviteesBodyStatus",
    "PostEventInviteesImportBody",
    "PostEventInviteesImportBodyCardType",
    "PostEventInviteesImportFileBody",
    "PostEventInviteesResponse201",
    "PostEventMembersBody",
    "PostEventMembersBodyRole",
    "PostEventMembersResponse200",
    "PostEventMembersResponse201",
    "PostEventPaymentsBody",
    "PostEventPaymentsBodyPaymentMethod",
    "PostEventPaymentsResponse201",
    "PostEventsBody",
    "PostEventsBodyMobileMoneyType0Item",
    "PostEventsBodyMobileMoneyType0ItemProvider",
    "PostEventsBodyStatus",
    "PostEventsBodyType",
    "PostEventSmsStagesBody",
    "PostEventSmsStagesBodyChannel",
    "PostEventSmsStagesBodyFrequency",
    "PostEventSmsStagesBodyStageType",
    "PostEventSmsStagesBodyStatus",
    "PostEventSmsStagesPreviewBody",
    "PostEventSmsStagesPreviewBodyChannel",
    "PostEventSmsStagesPreviewBodyStageType",
    "PostEventSmsStagesPreviewResponse200",
    "PostEventSmsStagesResponse201",
    "PostEventsResponse201",
    "PostForgotPasswordBody",
    "PostForgotPasswordResponse200",
    "PostGroupContactsBody",
    "PostGroupsBody",
    "PostGroupsResponse201",
    "PostLoginBody",
    "PostLogoutResponse200",
    "PostMessageCancelResponse200",
    "PostMessageCheckStatusResponse200",
    "PostOptOutsBody",
    "PostOptOutsBodyChannel",
    "PostOptOutsResponse200",
    "PostOptOutsResponse201",
    "PostRegisterBody",
    "PostResetPasswordBody",
    "PostResetPasswordResponse200",
    "PostSenderIdsBody",
    "PostSenderIdsResponse201",
    "PostSmsBatchResendBody",
    "PostSmsBatchResendBodyStatusesItem",
    "PostSmsPreviewBody",
    "PostSmsPurchasesBody",
    "PostSmsPurchasesBodyChannel",
    "PostSmsPurchasesOnlineBody",
    "PostSmsPurchasesOnlineBodyChannel",
    "PostSmsPurchasesOnlineResponse201",
    "PostSmsPurchasesResponse201",
    "PostSmsSendBody",
    "PostSmsSendBulkBody",
    "PostSmsSendBulkBodyInvalid",
    "PostSmsSendBulkBodyMessagesItem",
    "PostSmsSendGroupByGroupIdBody",
    "PostSmsSendResponse201",
    "PostTemplatesBody",
    "PostTemplatesResponse201",
    "PostUserPasswordResetResponse202",
    "PostUsersBody",
    "PostUsersBodyRole",
    "PostUsersResponse201",
    "PostWebhookEndpointDeliveryRedeliverResponse202",
    "PostWebhookEndpointRotateSecretResponse200",
    "PostWebhookEndpointsBody",
    "PostWebhookEndpointsBodyEventsItem",
    "PostWebhookEndpointsResponse201",
    "PostWebhookEndpointTestResponse202",
    "PostWebhooksChatResponse200",
    "PostWebhooksSmsInboundByTokenResponse200",
    "Purchase",
    "PurchaseApprovedWebhook",
    "PurchaseApprovedWebhookData",
    "PurchaseRequest",
    "PurchaseStatusCheck",
    "PutContactBody",
    "PutContactResponse200",
    "PutEventBody",
    "PutEventBodyMobileMoneyType0Item",
    "PutEventBodyMobileMoneyType0ItemProvider",
    "PutEventBodyStatus",
    "PutEventBodyType",
    "PutEventInviteeBody",
    "PutEventInviteeBodyCardType",
    "PutEventInviteeBodyStatus",
    "PutEventInviteeResponse200",
    "PutEventPaymentBody",
    "PutEventPaymentBodyPaymentMethod",
    "PutEventPaymentResponse200",
    "PutEventResponse200",
    "PutEventSmsStageBody",
    "PutEventSmsStageBodyChannel",
    "PutEventSmsStageBodyFrequency",
    "PutEventSmsStageBodyStageType",
    "PutEventSmsStageBodyStatus",
    "PutEventSmsStageResponse200",
    "PutGroupBody",
    "PutGroupResponse200",
    "PutTemplateBody",
    "PutTemplateResponse200",
    "PutUserBody",
    "PutUserBodyRole",
    "PutUserResponse200",
    "Registration",
    "RuleError",
    "SenderId",
    "Session",
    "Settings",
    "SettingsQuietHoursType0",
    "SmsInboundMessage",
    "SmsPackage",
    "SmsPreview",
    "Stage",
    "StagePreview",
    "StageSend",
    "StageWithFigures",
    "Template",
    "Tenant",
    "UpcomingBirthday",
    "User",
    "ValidationError",
    "ValidationErrorCode",
    "ValidationErrorErrors",
    "WebhookDelivery",
    "WebhookDeliveryAttemptsItem",
    "WebhookDeliveryData",
    "WebhookDeliveryType",
    "WebhookEndpoint",
    "WebhookEndpointWithSecret",
    "WebhookEventType",
    "WebhookTestWebhook",
    "WebhookTestWebhookData",
)
